import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '@/shared/api/client';
import { isSignedIn } from '@/shared/api/user';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { Icon } from '@/shared/ui/icons';
import { Loading } from '@/shared/ui/loading';
import {
  useFairness,
  useSetClientSeed,
  useVerifyRoll,
  type BetType,
  type Fairness,
} from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';

const BET_TYPES: readonly BetType[] = ['digit', 'big', 'small'];

/** A failure's words: the server's message, else the common network or generic error. */
function failureText(failure: unknown, t: (key: string) => string): string {
  if (failure instanceof ApiError && failure.status === 0) return t('common:network_error');
  return (failure instanceof ApiError && failure.message) || t('common:something_went_wrong');
}

/**
 * 'Provably fair', folded until opened: how a roll is computed, the player's seeds (the server seed by its hash),
 * the next nonce, payouts and RTP, a new client seed (which rotates and reveals the server seed), the revealed
 * seeds and a form that asks the server which digit a server seed, client seed and nonce roll.
 */
export function FairnessPanel() {
  const { t } = useDigitBetTexts();
  const [open, setOpen] = useState(false);
  const [verifySeeds, setVerifySeeds] = useState<{ serverSeed: string; clientSeed: string; key: number }>({
    serverSeed: '',
    clientSeed: '',
    key: 0,
  });
  const id = useId();

  return (
    <section className="rounded-xl border border-amber-400/20 bg-[#2a1c05]">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((shown) => !shown)}
          className="flex w-full items-center justify-between px-3 py-3 text-left text-base font-bold text-amber-200"
        >
          {t('fair_title')}
          <Icon name="chevron" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      {open && (
        <div id={id} className="space-y-4 px-3 pb-4 text-sm">
          <p className="text-white/70">{t('fair_explain')}</p>
          {isSignedIn() ? (
            <PlayerSeeds
              onVerify={(serverSeed, clientSeed) =>
                setVerifySeeds((seeds) => ({ serverSeed, clientSeed, key: seeds.key + 1 }))
              }
            />
          ) : (
            <p className="text-white/60">{t('fair_login')}</p>
          )}
          <VerifyForm
            key={verifySeeds.key}
            serverSeed={verifySeeds.serverSeed}
            clientSeed={verifySeeds.clientSeed}
          />
        </div>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-white/55">{label}</dt>
      <dd className="font-mono text-xs break-all text-white">{children}</dd>
    </div>
  );
}

function PlayerSeeds({ onVerify }: { onVerify: (serverSeed: string, clientSeed: string) => void }) {
  const { t } = useDigitBetTexts();
  const fairness = useFairness(true);
  if (fairness.isPending) return <Loading />;
  if (fairness.isError) return <FormAlert message={failureText(fairness.error, t)} />;
  return (
    <>
      <Seeds fairness={fairness.data} />
      <ClientSeedForm />
      <Revealed fairness={fairness.data} onVerify={onVerify} />
    </>
  );
}

function Seeds({ fairness }: { fairness: Fairness }) {
  const { t } = useDigitBetTexts();
  return (
    <dl className="space-y-2 rounded-lg bg-black/30 p-3" data-testid="digitbet-seeds">
      <Row label={t('server_seed_hash')}>{fairness.server_seed_hash}</Row>
      <Row label={t('client_seed')}>{fairness.client_seed}</Row>
      <Row label={t('next_nonce')}>{fairness.next_nonce}</Row>
      <div className="grid grid-cols-2 gap-2 pt-1">
        <Row label={t('payouts')}>
          {BET_TYPES.map((type) => (
            <span key={type} className="block">
              {t(`type_${type}`)} {fairness.payouts[type]}×
            </span>
          ))}
        </Row>
        <Row label={t('rtp')}>
          {BET_TYPES.map((type) => (
            <span key={type} className="block">
              {t(`type_${type}`)} {Number((fairness.rtp[type] * 100).toFixed(2))}%
            </span>
          ))}
        </Row>
      </div>
    </dl>
  );
}

function ClientSeedForm() {
  const { t } = useDigitBetTexts();
  const setClientSeed = useSetClientSeed();
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setClientSeed.isPending) return;
    setError(undefined);
    setClientSeed.mutate(seed.trim(), {
      onSuccess: (reply) => {
        setSeed('');
        toast.success(reply.message || t('seed_changed'));
      },
      onError: (failure) =>
        setError((failure instanceof ApiError && failure.errors.client_seed?.[0]) || failureText(failure, t)),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <TextField
        name="client_seed"
        label={t('new_client_seed')}
        value={seed}
        onValue={setSeed}
        maxLength={64}
        required
        autoComplete="off"
        error={error}
      />
      <SubmitButton
        pending={setClientSeed.isPending}
        label={t('change_seed')}
        pendingLabel={t('changing_seed')}
      />
    </form>
  );
}

function Revealed({
  fairness,
  onVerify,
}: {
  fairness: Fairness;
  onVerify: (serverSeed: string, clientSeed: string) => void;
}) {
  const { t } = useDigitBetTexts();
  return (
    <div>
      <h3 className="mb-2 font-semibold text-amber-200">{t('revealed')}</h3>
      {fairness.revealed.length === 0 ? (
        <p className="text-white/60">{t('no_revealed')}</p>
      ) : (
        <ul className="max-h-96 space-y-2 overflow-y-auto" data-testid="digitbet-revealed">
          {fairness.revealed.map((pair) => (
            <li key={pair.server_seed} className="space-y-1 rounded-lg bg-black/30 p-3">
              <dl className="space-y-1">
                <Row label={t('server_seed')}>{pair.server_seed}</Row>
                <Row label={t('server_seed_hash')}>{pair.server_seed_hash}</Row>
                <Row label={t('client_seed')}>{pair.client_seed}</Row>
              </dl>
              <div className="flex items-center justify-between gap-2 pt-1">
                <span className="text-xs text-white/60">{t('rounds', { count: pair.rounds })}</span>
                <button
                  type="button"
                  onClick={() => onVerify(pair.server_seed, pair.client_seed)}
                  className="rounded-full border border-brand/60 px-3 py-1 text-xs font-semibold text-brand hover:bg-brand/10"
                >
                  {t('use_seed')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VerifyForm({
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
    <form
      onSubmit={submit}
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
