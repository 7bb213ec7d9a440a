import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDay } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { TextField } from '@/shared/ui/form-fields';
import { Loading } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { LOGIN_PATH, MIN_BET_KS, useThreedDraw, type ThreedDrawReply } from '@/features/threed/api';
import { useThreedTexts } from '@/features/threed/messages';
import { readEntries, saveEntries, type ThreedEntry } from '@/features/threed/saved-bets';
import { amountCap, useCappedAmount } from '@/shared/lottery/amount-cap';
import { BetStanding, ownBetLimit, useBetStanding, useProtectionState } from '@/shared/lottery/bet-standing';
import { CARD } from '@/shared/ui/lottery-frame';
import { BUTTON, ThreedFrame } from '@/features/threed/threed-frame';

/**
 * /3d/bet: type a three-digit number, R or not, and an amount; the number's remaining capacity shows as it is typed.
 * The entries wait under 'threed_bets' for /3d/confirm. `walletCard` is the wallet feature's card (app layer).
 */
export function ThreedBetPage({ walletCard }: { walletCard?: ReactNode }) {
  const { t } = useThreedTexts();
  const draw = useThreedDraw();
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <ThreedFrame title={t('bet')}>
        {walletCard}
        {draw.isPending ? (
          <Loading />
        ) : draw.data?.draw ? (
          <EntryForm info={draw.data} />
        ) : (
          <p role="alert" className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-300">
            {t('no_draw')}
          </p>
        )}
      </ThreedFrame>
    </SignedInOnly>
  );
}

/** What is still open on a number, or why it is not: the break limit less what it has taken. */
export function capacityOf(info: ThreedDrawReply, num: string) {
  if (info.closed_numbers.includes(num)) return { closed: true, remaining: 0 };
  return { closed: false, remaining: Math.max(0, info.break_limit - (info.taken[num] ?? 0)) };
}

function EntryForm({ info }: { info: ThreedDrawReply }) {
  const { t } = useThreedTexts();
  const navigate = useNavigate();
  const [entries, setEntries] = useState(readEntries);
  const [num, setNum] = useState('');
  const [round, setRound] = useState(false);
  const standing = useBetStanding();
  const valid = /^\d{3}$/.test(num);
  const capacity = valid ? capacityOf(info, num) : null;
  const amount = useCappedAmount(
    MIN_BET_KS,
    amountCap(
      info.break_limit,
      ownBetLimit(useProtectionState().data),
      capacity ? [{ num, ...capacity }] : [],
    ),
  );
  const canAdd = !standing && valid && !capacity?.closed && Number(amount.value) >= MIN_BET_KS;

  const add = () => {
    const next = [
      ...entries.filter((entry) => entry.num !== num),
      { num, amount: Number(amount.value), round },
    ];
    setEntries(next);
    saveEntries(next);
    setNum('');
  };

  return (
    <div className={`${CARD} space-y-4`}>
      <p className="text-sm text-white/80">
        {t('draw_of', { date: formatDay(info.draw!.date) })} · {t('odds', { odds: info.odds })}
        {info.tote_odds !== null && ` · ${t('tote_odds', { odds: info.tote_odds })}`}
      </p>
      <div className="grid gap-3 min-[360px]:grid-cols-2">
        <TextField
          name="number"
          label={t('number')}
          inputMode="numeric"
          maxLength={3}
          value={num}
          disabled={standing !== null}
          onValue={(value) => setNum(value.replace(/\D/g, '').slice(0, 3))}
          hint={t('number_hint')}
        />
        <TextField
          name="amount"
          label={t('amount')}
          type="number"
          inputMode="numeric"
          max={info.break_limit}
          disabled={standing !== null}
          value={amount.value}
          onValue={amount.setValue}
          error={amount.note}
        />
      </div>
      {standing && <BetStanding reason={standing} />}
      {capacity && (
        <p data-testid="threed-capacity" className="text-sm text-amber-200">
          {capacity.closed
            ? t('closed_number', { num })
            : t('remaining', { num, amount: formatKs(capacity.remaining) })}
        </p>
      )}
      <label className="flex items-center gap-2 text-sm text-white">
        <input type="checkbox" checked={round} onChange={(event) => setRound(event.target.checked)} />
        {t('round')}
      </label>
      <button type="button" disabled={!canAdd} onClick={add} className={BUTTON}>
        {t('add')}
      </button>
      <Chosen entries={entries} />
      <button
        type="button"
        disabled={entries.length === 0}
        onClick={() => navigate('/3d/confirm')}
        className={`${BUTTON} w-full`}
      >
        {t('to_confirm')}
      </button>
    </div>
  );
}

function Chosen({ entries }: { entries: ThreedEntry[] }) {
  const { t } = useThreedTexts();
  return (
    <div>
      <h2 className="mb-1 text-sm font-bold text-brand">{t('chosen')}</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-white/60">{t('none_chosen')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('chosen')}>
          {entries.map((entry) => (
            <li
              key={entry.num}
              className="rounded-full bg-black/40 px-3 py-1 font-mono text-sm text-amber-200"
            >
              {entry.num}
              {entry.round ? ' R' : ''} · {formatKs(entry.amount)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
