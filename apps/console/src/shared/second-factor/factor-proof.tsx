import type { FactorMethod } from '@zeya/contract/second-factor';
import { startAuthentication } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { passkeyRequestOptions, verifyFactor, type FactorCall } from './api';
import { StepMessage, useFactorStep } from './step';
import { useFactorTexts } from './texts';

const LINK = 'justify-self-start text-sm text-stone-700 underline hover:text-stone-900';

/** What a session that does not know its methods (one opened by a set-up link) is offered: the server tells. */
const ANY: FactorMethod[] = ['totp', 'passkey', 'recovery'];

/**
 * THE prompt for proving one's second factor, wherever it is asked: the sign-in's second step, the set-up link after
 * a reset, and the step-up dialog. It offers what the person has (`methods`): the authenticator's code, their
 * passkey, and a recovery code behind a link; with no `methods` known, all three, and the server's answer says which
 * one the person lacks. `autoFocus` puts the cursor in the code field when the prompt appears on a page (a dialog
 * moves focus itself); switching between code and recovery code always moves it there.
 */
export function FactorProof({
  call,
  methods,
  onProven,
  autoFocus = false,
}: {
  call: FactorCall;
  methods: FactorMethod[];
  /** Told how the person proved it (which says they have a factor, when their methods were not known). */
  onProven: (method: FactorMethod) => void;
  autoFocus?: boolean;
}) {
  const { t } = useFactorTexts();
  const offered = methods.length > 0 ? methods : ANY;
  const hasCode = offered.includes('totp');
  const hasPasskey = offered.includes('passkey');
  const hasRecovery = offered.includes('recovery');
  // Someone with only a passkey sees its button first; the recovery code waits behind its link.
  const [method, setMethod] = useState<'totp' | 'recovery' | null>(
    hasCode ? 'totp' : hasPasskey ? null : 'recovery',
  );
  const [focus, setFocus] = useState(autoFocus);
  const { errors, message, busy, attempt, clear } = useFactorStep();

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    if (method)
      void attempt(async () => {
        await verifyFactor(call, { method, code });
        onProven(method);
      }, ['code']);
  };
  const usePasskey = () =>
    void attempt(async () => {
      const options = await passkeyRequestOptions(call);
      const response = await startAuthentication({ optionsJSON: options.data });
      await verifyFactor(call, { method: 'passkey', response });
      onProven('passkey');
    }, []);
  const switchTo = (next: 'totp' | 'recovery') => {
    clear();
    setFocus(true);
    setMethod(next);
  };

  return (
    <div className="grid gap-3">
      <StepMessage message={message} />
      {method && (
        <form onSubmit={submitCode} className="grid gap-3">
          <Field
            // A new field for each method: the code typed for one is no answer to the other.
            key={method}
            label={t(method === 'totp' ? 'code' : 'recovery_code')}
            name="code"
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            spellCheck={false}
            autoFocus={focus}
            required
            errors={errors.code}
          />
          <Button type="submit" disabled={busy}>
            {t('confirm')}
          </Button>
        </form>
      )}
      {hasPasskey && (
        <Button look={method ? 'secondary' : 'primary'} disabled={busy} onClick={usePasskey}>
          {t('use_passkey')}
        </Button>
      )}
      {hasRecovery && method !== 'recovery' && (
        <button type="button" className={LINK} onClick={() => switchTo('recovery')}>
          {t('use_recovery')}
        </button>
      )}
      {hasCode && method === 'recovery' && (
        <button type="button" className={LINK} onClick={() => switchTo('totp')}>
          {t('use_code')}
        </button>
      )}
    </div>
  );
}
