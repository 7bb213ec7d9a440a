import type { FactorMethod } from '@zeya/contract/second-factor';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { failureText, fieldErrors } from '@/features/agent-desk/desk-ui';
import { proveFactor } from '@/features/agent-desk/factor-api';
import { useDeskTexts } from '@/features/agent-desk/messages';

/**
 * Proving the second factor, wherever it is asked (after the password, before a money action): the authenticator's
 * six digits, or a recovery code behind a link. A passkey is proven in the console's set-up, not on this phone screen.
 */
export function FactorProof({
  methods,
  onProven,
  autoFocus = false,
}: {
  methods: FactorMethod[];
  onProven: () => void;
  autoFocus?: boolean;
}) {
  const { t, failure } = useDeskTexts();
  const hasCode = methods.length === 0 || methods.includes('totp');
  const hasRecovery = methods.length === 0 || methods.includes('recovery');
  const [method, setMethod] = useState<'totp' | 'recovery'>(hasCode ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const errors = fieldErrors(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await proveFactor(method, code);
      onProven();
    } catch (failed) {
      setError(failed);
    } finally {
      setPending(false);
    }
  };
  const switchTo = (next: 'totp' | 'recovery') => {
    setMethod(next);
    setCode('');
    setError(null);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <FormAlert message={error && !errors.code ? failureText(error, failure) : null} />
      <TextField
        key={method}
        name="code"
        label={t(method === 'totp' ? 'authenticator_code' : 'recovery_code')}
        value={code}
        onValue={setCode}
        error={errors.code}
        autoComplete="one-time-code"
        inputMode={method === 'totp' ? 'numeric' : 'text'}
        spellCheck={false}
        autoFocus={autoFocus}
      />
      <SubmitButton pending={pending} label={t('confirm')} pendingLabel={t('checking')} />
      {method === 'totp' && hasRecovery && (
        <button type="button" className="text-sm text-brand underline" onClick={() => switchTo('recovery')}>
          {t('use_recovery')}
        </button>
      )}
      {method === 'recovery' && hasCode && (
        <button type="button" className="text-sm text-brand underline" onClick={() => switchTo('totp')}>
          {t('use_authenticator')}
        </button>
      )}
    </form>
  );
}
