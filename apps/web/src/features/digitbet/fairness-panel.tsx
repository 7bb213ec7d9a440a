import { useId, useState, type FormEvent } from 'react';
import { showToast } from '@/shared/ui/toast';
import { ApiError } from '@/shared/api/client';
import { isSignedIn } from '@/shared/api/user';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { Icon } from '@/shared/ui/icons';
import { Loading } from '@/shared/ui/loading';
import {
  useDigitBetHistory,
  useFairness,
  useSetClientSeed,
  type BetType,
  type DigitBetRound,
  type Fairness,
} from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';
import { failureText, NewSeedsButton, roundsOf, Row, SeedVerdict } from '@/features/digitbet/seed-check';
import { ForExperts, VerifyForm } from '@/features/digitbet/verify-form';

const BET_TYPES: readonly BetType[] = ['digit', 'big', 'small'];

/**
 * 'Provably fair', folded until opened: what it means in plain words, the player's seeds (the server seed by its
 * hash), new seeds in one tap (which reveals the server seed), the revealed seeds each with the browser's own ✓ or ✗,
 * and, folded for experts, how a roll is computed and a form that asks the server which digit seeds and a nonce roll.
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
    <section aria-label={t('fair_title')} className="rounded-xl border border-amber-400/20 bg-[#2a1c05]">
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
          <div className="space-y-1 text-white/80">
            <p>{t('fair_plain_1')}</p>
            <p>{t('fair_plain_2', { button: t('change_seed') })}</p>
          </div>
          {isSignedIn() ? (
            <PlayerSeeds
              onVerify={(serverSeed, clientSeed) =>
                setVerifySeeds((seeds) => ({ serverSeed, clientSeed, key: seeds.key + 1 }))
              }
            />
          ) : (
            <p className="text-white/60">{t('fair_login')}</p>
          )}
          <ForExperts open={verifySeeds.key > 0}>
            <VerifyForm
              key={verifySeeds.key}
              serverSeed={verifySeeds.serverSeed}
              clientSeed={verifySeeds.clientSeed}
            />
          </ForExperts>
        </div>
      )}
    </section>
  );
}

function PlayerSeeds({ onVerify }: { onVerify: (serverSeed: string, clientSeed: string) => void }) {
  const { t } = useDigitBetTexts();
  const fairness = useFairness(true);
  const history = useDigitBetHistory(true);
  if (fairness.isPending) return <Loading />;
  if (fairness.isError) return <FormAlert message={failureText(fairness.error, t)} />;
  return (
    <>
      <Seeds fairness={fairness.data} />
      <div className="space-y-2">
        <NewSeedsButton />
        <p className="text-xs text-white/60">{t('change_seed_hint')}</p>
        <details className="text-white/80">
          <summary className="cursor-pointer text-xs">{t('advanced')}</summary>
          <ClientSeedForm />
        </details>
      </div>
      <Revealed fairness={fairness.data} rounds={history.data} onVerify={onVerify} />
    </>
  );
}

function Seeds({ fairness }: { fairness: Fairness }) {
  const { t } = useDigitBetTexts();
  return (
    // One grid, not a nested box: a <dl> may hold only its rows (axe's definition-list rule).
    <dl className="grid grid-cols-2 gap-2 rounded-lg bg-black/30 p-3" data-testid="digitbet-seeds">
      <Row className="col-span-2" label={t('server_seed_hash')}>
        {fairness.server_seed_hash}
      </Row>
      <Row className="col-span-2" label={t('client_seed')}>
        {fairness.client_seed}
      </Row>
      <Row className="col-span-2" label={t('next_nonce')}>
        {fairness.next_nonce}
      </Row>
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
        showToast('success', reply.message || t('seed_changed'));
      },
      onError: (failure) =>
        setError((failure instanceof ApiError && failure.errors.client_seed?.[0]) || failureText(failure, t)),
    });
  };

  return (
    // Not `required`: an empty seed gets the server's message in the player's language, not the browser's bubble.
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <TextField
        name="client_seed"
        label={t('new_client_seed')}
        value={seed}
        onValue={setSeed}
        maxLength={64}
        autoComplete="off"
        error={error}
      />
      <SubmitButton
        pending={setClientSeed.isPending}
        label={t('use_typed_seed')}
        pendingLabel={t('changing_seed')}
      />
    </form>
  );
}

function Revealed({
  fairness,
  rounds,
  onVerify,
}: {
  fairness: Fairness;
  rounds: DigitBetRound[] | undefined;
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
              <SeedVerdict pair={pair} rounds={roundsOf(pair, rounds)} />
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
