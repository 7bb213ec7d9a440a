import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { showToast } from '@/shared/ui/toast';
import { ApiError } from '@/shared/api/client';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { LOGIN_PATH, permutationsOf, usePlaceThreedBet, useThreedDraw } from '@/features/threed/api';
import { useThreedTexts } from '@/features/threed/messages';
import { clearEntries, readEntries, saveEntries, type ThreedEntry } from '@/features/threed/saved-bets';
import { amountCap, useCappedAmount, type AmountCap } from '@/shared/lottery/amount-cap';
import { ownBetLimit, useProtectionState } from '@/shared/lottery/bet-standing';
import { useLotteryTexts } from '@/shared/lottery/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { capacityOf } from '@/features/threed/threed-bet-page';
import { BUTTON, ThreedFrame } from '@/features/threed/threed-frame';

/**
 * Every number the entries stake: an R entry stakes each ordering of its number; a number reached by two entries
 * carries both stakes. The slip sends exactly these, so the total shown is the total debited.
 */
export function stakesOf(entries: ThreedEntry[]) {
  const stakes = new Map<string, number>();
  for (const entry of entries)
    for (const num of entry.round ? permutationsOf(entry.num) : [entry.num])
      stakes.set(num, (stakes.get(num) ?? 0) + entry.amount);
  return [...stakes].map(([num, amount]) => ({ num, amount }));
}

/** /3d/confirm: the entries from /3d/bet, to edit, delete and send. With none saved, back to /3d/bet. */
export function ThreedConfirmPage() {
  const { t } = useThreedTexts();
  const [entries, setEntries] = useState(readEntries);
  if (entries.length === 0) return <Navigate to="/3d/bet" replace />;
  const update = (next: ThreedEntry[]) => {
    setEntries(next);
    saveEntries(next);
  };
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <ThreedFrame title={t('confirm')} back="/3d/bet">
        <ConfirmSlip entries={entries} onChange={update} />
      </ThreedFrame>
    </SignedInOnly>
  );
}

function failureText(failure: unknown, t: ReturnType<typeof useThreedTexts>['t']) {
  if (!(failure instanceof ApiError) || failure.status === 0) return t('network_error');
  if (Array.isArray(failure.body)) return t('over_limit', { numbers: failure.body.join(', ') });
  return Object.values(failure.errors)[0]?.[0] ?? (failure.message || t('bet_failed'));
}

function ConfirmSlip({
  entries,
  onChange,
}: {
  entries: ThreedEntry[];
  onChange: (next: ThreedEntry[]) => void;
}) {
  const { t } = useThreedTexts();
  const navigate = useNavigate();
  const place = usePlaceThreedBet();
  const draw = useThreedDraw();
  const date = draw.data?.draw?.date;
  const [refused, setRefused] = useState<string[]>([]);
  const lottery = useLotteryTexts().t;
  const ownLimit = ownBetLimit(useProtectionState().data);
  const numbersOf = (entry: ThreedEntry) => (entry.round ? permutationsOf(entry.num) : [entry.num]);
  /** The most an entry may stake on each of its numbers: the least any of them has left. */
  const capOf = (entry: ThreedEntry) =>
    amountCap(
      draw.data?.break_limit ?? Infinity,
      ownLimit,
      draw.data ? numbersOf(entry).map((num) => ({ num, ...capacityOf(draw.data, num) })) : [],
    );
  // What is sent and totalled is what the boxes show: each entry held to its cap.
  const stakes = stakesOf(
    entries.map((entry) => ({ ...entry, amount: Math.min(entry.amount, capOf(entry).max) })),
  );
  /** What the refused numbers an entry stakes have left, said under that entry. */
  const leftOn = (entry: ThreedEntry) =>
    numbersOf(entry)
      .filter((num) => refused.includes(num))
      .map((num) => {
        const remaining = draw.data ? capacityOf(draw.data, num).remaining : 0;
        return lottery('left_on', { num, amount: formatKs(remaining) });
      });
  const total = stakes.reduce((sum, stake) => sum + stake.amount, 0);

  const send = () => {
    setRefused([]);
    place.mutate(
      { date, totalAmount: total, amounts: stakes },
      {
        onSuccess: (reply) => {
          if (reply.status !== SUCCESS_STATUS)
            return void showToast('error', reply.message || t('bet_failed'));
          showToast('success', reply.message || t('bet_done'));
          clearEntries();
          navigate('/3d/slips', { replace: true });
        },
        onError: (failure) => {
          // An over-limit refusal: what each of its numbers has left now, beside the entry that stakes it.
          if (failure instanceof ApiError && Array.isArray(failure.body)) {
            setRefused(failure.body as string[]);
            void draw.refetch();
          }
          showToast('error', failureText(failure, t));
        },
      },
    );
  };

  return (
    <div className={`${CARD} space-y-3`}>
      <ul className="divide-y divide-white/10" aria-label={t('chosen')}>
        {entries.map((entry) => (
          <EntryRow
            key={entry.num}
            entry={entry}
            refusals={leftOn(entry)}
            cap={capOf(entry)}
            onAmount={(amount) =>
              onChange(entries.map((each) => (each === entry ? { ...each, amount } : each)))
            }
            onDelete={() => onChange(entries.filter((each) => each !== entry))}
          />
        ))}
      </ul>
      <p data-testid="threed-numbers" className="font-mono text-sm text-amber-200">
        {stakes.map((stake) => stake.num).join(' ')}
      </p>
      <p className="text-lg font-bold text-white">{t('total', { amount: formatKs(total) })}</p>
      <button type="button" disabled={place.isPending} onClick={send} className={`${BUTTON} w-full`}>
        {t('place_bet')}
      </button>
    </div>
  );
}

function EntryRow({
  entry,
  refusals,
  cap,
  onAmount,
  onDelete,
}: {
  entry: ThreedEntry;
  refusals: string[];
  cap: AmountCap;
  onAmount: (amount: number) => void;
  onDelete: () => void;
}) {
  const { t } = useThreedTexts();
  const amount = useCappedAmount(entry.amount, cap);
  const change = (value: string) => {
    amount.setValue(value);
    onAmount(Math.min(cap.max, Math.max(0, Math.trunc(Number(value)))));
  };
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <span className="w-16 font-mono text-lg font-bold text-amber-300">
        {entry.num}
        {entry.round ? ' R' : ''}
      </span>
      <input
        type="number"
        aria-label={`${t('amount')} ${entry.num}`}
        value={amount.value}
        min={100}
        max={cap.max}
        onChange={(event) => change(event.target.value)}
        className="w-28 rounded-lg border border-amber-400/30 bg-black/40 px-2 py-1 text-white"
      />
      <button type="button" onClick={onDelete} className="ml-auto text-sm text-red-300">
        {t('delete')} {entry.num}
      </button>
      {amount.note && (
        <p role="alert" className="w-full text-xs text-amber-200">
          {amount.note}
        </p>
      )}
      {refusals.map((refusal) => (
        <p key={refusal} role="alert" data-testid="threed-left-on" className="w-full text-xs text-red-300">
          {refusal}
        </p>
      ))}
    </li>
  );
}
