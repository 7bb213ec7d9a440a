import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showToast } from '@/shared/ui/toast';
import { ApiError } from '@/shared/api/client';
import { useSetClientSeed, type DigitBetRound, type Fairness } from '@/features/digitbet/api';
import { rememberedCommitment } from '@/features/digitbet/commitments';
import {
  checkSeed,
  randomClientSeed,
  type SeedCheck,
  type ShownRoll,
} from '@/features/digitbet/fairness-check';
import { useDigitBetTexts } from '@/features/digitbet/messages';

/** A failure's words: the server's message, else the common network or generic error. */
export function failureText(failure: unknown, t: (key: string) => string): string {
  if (failure instanceof ApiError && failure.status === 0) return t('common:network_error');
  return (failure instanceof ApiError && failure.message) || t('common:something_went_wrong');
}

/** One labelled value of a seed pair; the values are long hex strings, so they wrap anywhere. */
export function Row({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-white/55">{label}</dt>
      <dd className="font-mono text-xs break-all text-white">{children}</dd>
    </div>
  );
}

export type RevealedSeed = Fairness['revealed'][number];

/**
 * The browser's own check of a revealed seed against the rolls the player was shown. A query, so that it is computed
 * once per seed and rolls rather than on every render, and again only when the seeds or the rolls change.
 */
function useSeedCheck(pair: RevealedSeed, shown: readonly ShownRoll[], commitment: string) {
  return useQuery({
    queryKey: ['digitbet', 'seed-check', pair.server_seed, commitment, pair.client_seed, shown],
    queryFn: () =>
      checkSeed({ serverSeed: pair.server_seed, commitment, clientSeed: pair.client_seed }, shown),
    staleTime: Infinity,
    retry: false,
  });
}

/** The rounds of the history that the pair decided, as the server lists them. */
export function roundsOf(pair: RevealedSeed, rounds: readonly DigitBetRound[] | undefined): DigitBetRound[] {
  return (rounds ?? []).filter((round) => round.server_seed_hash === pair.server_seed_hash);
}

/**
 * What the seed must hash to: the fingerprint this device was shown with the round before the reveal, else (a round
 * never seen here, or no rounds) the one the server lists with the pair.
 */
function commitmentOf(pair: RevealedSeed, round: DigitBetRound | undefined): string {
  return (round && rememberedCommitment(round.id)) ?? pair.server_seed_hash;
}

/** The lines of a finished check: the commitment, then either every roll fine or each roll that did not follow. */
function CheckLines({ check }: { check: SeedCheck }) {
  const { t } = useDigitBetTexts();
  const bad = check.rolls.filter((roll) => !roll.ok);
  return (
    <ul className="space-y-1 text-xs">
      <li className={check.hashOk ? 'text-green-300' : 'text-red-300'}>
        {check.hashOk ? t('hash_ok') : t('hash_bad', { hash: check.hash })}
      </li>
      {check.rolls.length > 0 && bad.length === 0 && (
        <li className="text-green-300">{t('rolls_ok', { count: check.rolls.length })}</li>
      )}
      {bad.map((roll) => (
        <li key={roll.nonce} className="text-red-300">
          {t('roll_bad', { nonce: roll.nonce, shown: roll.rolledNumber, computed: roll.computed })}
        </li>
      ))}
    </ul>
  );
}

/** While the check runs, or when this browser cannot run it (WebCrypto needs https): one line saying so. */
function Pending({ failed }: { failed: boolean }) {
  const { t } = useDigitBetTexts();
  return <p className="text-xs text-white/60">{failed ? t('check_unavailable') : t('check_running')}</p>;
}

/** ✓ or ✗ for a revealed seed, then what matched and what did not. */
export function SeedVerdict({ pair, rounds }: { pair: RevealedSeed; rounds: readonly DigitBetRound[] }) {
  const { t } = useDigitBetTexts();
  const shown = rounds.map(({ nonce, rolledNumber }) => ({ nonce, rolledNumber }));
  const check = useSeedCheck(pair, shown, commitmentOf(pair, rounds[0]));
  return (
    <div role="status" data-testid="digitbet-seed-check" className="space-y-1">
      {check.isSuccess ? (
        <>
          <p className={`text-base font-bold ${check.data.ok ? 'text-green-400' : 'text-red-400'}`}>
            {check.data.ok ? t('check_fair') : t('check_unfair')}
          </p>
          <CheckLines check={check.data} />
        </>
      ) : (
        <Pending failed={check.isError} />
      )}
    </div>
  );
}

/** One history roll recomputed from its revealed seed: ✓ with the digit, or ✗ with what did not match. */
function RevealedRollVerdict({ pair, round }: { pair: RevealedSeed; round: DigitBetRound }) {
  const { t } = useDigitBetTexts();
  const shown = [{ nonce: round.nonce, rolledNumber: round.rolledNumber }];
  const check = useSeedCheck(pair, shown, commitmentOf(pair, round));
  if (!check.isSuccess) return <Pending failed={check.isError} />;
  return (
    <>
      <p className={`font-bold ${check.data.ok ? 'text-green-400' : 'text-red-400'}`}>
        {check.data.ok ? t('roll_ok', { digit: round.rolledNumber }) : t('check_unfair')}
      </p>
      <CheckLines check={check.data} />
    </>
  );
}

/**
 * "Check this roll": the roll recomputed here once its seed is revealed; while its seed is still in play, when that
 * happens and the one tap that does it.
 */
export function RollCheck({ round, fairness }: { round: DigitBetRound; fairness: Fairness }) {
  const { t } = useDigitBetTexts();
  const pair = fairness.revealed.find((revealed) => revealed.server_seed_hash === round.server_seed_hash);
  const inPlay = fairness.server_seed_hash === round.server_seed_hash;
  return (
    <div role="status" data-testid="digitbet-roll-check" className="space-y-2 text-sm">
      {pair ? (
        <RevealedRollVerdict pair={pair} round={round} />
      ) : inPlay ? (
        <>
          <p className="text-white/80">{t('roll_waiting')}</p>
          <NewSeedsButton />
        </>
      ) : (
        <p className="font-bold text-red-400">{t('roll_missing')}</p>
      )}
    </div>
  );
}

/**
 * New seeds in one tap: the browser picks the client seed, so there is nothing to type and no browser prompt. The
 * server reveals the seed in play and commits to a fresh one; the checks above then run on the revealed seed.
 */
export function NewSeedsButton() {
  const { t } = useDigitBetTexts();
  const setClientSeed = useSetClientSeed();
  const change = () => {
    if (setClientSeed.isPending) return;
    setClientSeed.mutate(randomClientSeed(), {
      onSuccess: (reply) => showToast('success', reply.message || t('seed_changed')),
      onError: (failure) => showToast('error', failureText(failure, t)),
    });
  };
  return (
    <button
      type="button"
      onClick={change}
      disabled={setClientSeed.isPending}
      className="rounded-full bg-brand px-4 py-2 text-sm font-bold text-ink disabled:opacity-60"
    >
      {setClientSeed.isPending ? t('changing_seed') : t('change_seed')}
    </button>
  );
}
