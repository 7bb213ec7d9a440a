import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/shared/api/client';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { useVerifyRoll } from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';
import { failureText, Row } from '@/features/digitbet/seed-check';

/** The jargon, folded: how a roll is computed, and asking the server for the digit of any seeds and nonce. */
export function ForExperts({ open, children }: { open: boolean; children: ReactNode }) {
  const { t } = useDigitBetTexts();
  return (
    <details open={open || undefined} className="space-y-3 text-white/70">
      <summary className="cursor-pointer font-semibold text-amber-200">{t('fair_details')}</summary>
      <p className="my-3">{t('fair_explain')}</p>
      {children}
    </details>
  );
}

/** For experts: asks the server which digit a server seed, client seed and nonce roll (open to anyone). */
export function VerifyForm({
  serverSeed: initialServer,
  clientSeed: initialClient,
}: {
  serverSeed: string;
  clientSeed: string;
}) {
  const { t } = useDigitBetTexts();
  const verify = useVerifyRoll();
  const [serverSeed, setServerSeed] = useState(initialServer);
  const [clientSeed, setClientSeed] = useState(initialClient);
  const [nonce, setNonce] = useState(initialServer ? '0' : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    verify.mutate({ serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: nonce.trim() });
  };
  const errors = verify.error instanceof ApiError ? verify.error.errors : {};
  const hasFieldError = Object.keys(errors).length > 0;

  return (
    // noValidate: the server answers each field in the player's language, not the browser in its own.
    <form
      onSubmit={submit}
      noValidate
      className="space-y-2 rounded-lg border border-white/10 p-3"
      aria-label={t('verify_title')}
    >
      <h3 className="font-semibold text-amber-200">{t('verify_title')}</h3>
      <TextField
        name="server_seed"
        label={t('server_seed')}
        value={serverSeed}
        onValue={setServerSeed}
        required
        autoComplete="off"
        spellCheck={false}
        error={errors.server_seed?.[0]}
      />
      <TextField
        name="client_seed"
        label={t('client_seed')}
        value={clientSeed}
        onValue={setClientSeed}
        required
        autoComplete="off"
        error={errors.client_seed?.[0]}
      />
      <TextField
        name="nonce"
        label={t('nonce')}
        value={nonce}
        onValue={setNonce}
        type="number"
        min={0}
        step={1}
        required
        inputMode="numeric"
        error={errors.nonce?.[0]}
      />
      <SubmitButton pending={verify.isPending} label={t('verify')} pendingLabel={t('verifying')} />
      {verify.isError && !hasFieldError && <FormAlert message={failureText(verify.error, t)} />}
      {verify.isSuccess && (
        <div role="status" className="rounded-lg bg-black/30 p-3" data-testid="digitbet-verified">
          <p className="text-base font-bold text-brand">
            {t('verified', { digit: verify.data.rolled_number })}
          </p>
          <dl className="mt-1">
            <Row label={t('server_seed_hash')}>{verify.data.server_seed_hash}</Row>
          </dl>
        </div>
      )}
    </form>
  );
}
