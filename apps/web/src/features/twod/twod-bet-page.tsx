import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { TextField } from '@/shared/ui/form-fields';
import type { IconName } from '@/shared/ui/icon-paths';
import { Icon } from '@/shared/ui/icons';
import { Loading, NoData } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import {
  DEFAULT_BET_KS,
  LOGIN_PATH,
  MIN_BET_KS,
  timeOf,
  useOpenDraws,
  useTwodNumbers,
  type TwodNumbers,
  type TwodTime,
} from '@/features/twod/api';
import { ColourLegend } from '@/features/twod/colour-legend';
import { QuickBetPicker, RoundBetPicker } from '@/features/twod/quick-picker';
import { DrawDay } from '@/features/twod/draw-day';
import { useTwodTexts } from '@/features/twod/messages';
import { isClosed, NumberGrid } from '@/features/twod/number-grid';
import { readSavedBets, saveBets, type SavedBet } from '@/features/twod/saved-bets';
import { SelectField } from '@/features/twod/select-field';
import { amountCap, useCappedAmount } from '@/shared/lottery/amount-cap';
import { BetStanding, ownBetLimit, useBetStanding, useProtectionState } from '@/shared/lottery/bet-standing';
import { CARD } from '@/shared/ui/lottery-frame';
import { TwodFrame } from '@/features/twod/twod-frame';
import { closingTimes } from '@/features/twod/draw-label';

/**
 * /2d/bet?time=2|4: choose numbers of a draw and one amount for each, kept under 'bets' for /2d/confirm.
 * `walletCard` is the wallet feature's card, put in by the app layer.
 */
export function TwodBetPage({ walletCard }: { walletCard?: ReactNode }) {
  const { t } = useTwodTexts();
  const [params, setParams] = useSearchParams();
  const time = timeOf(params.get('time'));
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <TwodFrame title={t('bet_title')}>
        {walletCard}
        {/* Another draw has other numbers open: the choice starts again. */}
        <BetBoard
          key={time.id}
          time={time}
          onTime={(id) => setParams({ time: String(id) }, { replace: true })}
        />
      </TwodFrame>
    </SignedInOnly>
  );
}

/** The numbers still waiting on /2d/confirm for this draw: chosen again when the player comes back to add more. */
function savedFor(time: TwodTime): SavedBet[] {
  const saved = readSavedBets();
  return saved.time.id === time.id ? saved.bets : [];
}

function BetBoard({ time, onTime }: { time: TwodTime; onTime: (id: TwodTime['id']) => void }) {
  const { t } = useTwodTexts();
  const navigate = useNavigate();
  const numbers = useTwodNumbers(time.id);
  const [earlier] = useState(() => savedFor(time));
  const [selected, setSelected] = useState(() => new Set(earlier.map((bet) => bet.num)));
  const standing = useBetStanding();
  const ownLimit = ownBetLimit(useProtectionState().data);
  // The amount goes on every chosen number: it can be no more than the least any of them has left.
  const chosen =
    numbers.data?.numbers.filter((number) => selected.has(number.num) && !isClosed(number)) ?? [];
  const amount = useCappedAmount(
    DEFAULT_BET_KS,
    amountCap(numbers.data?.break_limit ?? Infinity, ownLimit, chosen),
  );
  // A player who may not bet, or a draw not taking bets, cannot start a slip: the reason shows instead.
  const locked = standing !== null || numbers.data?.draw.open === false;
  const [legendOpen, setLegendOpen] = useState(false);
  const [picker, setPicker] = useState<'quick' | 'round' | null>(null);

  const toggle = (num: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(num)) next.add(num);
      return next;
    });

  // A quick or round bet adds its numbers to the choice, leaving out those the board shows closed or full: the player
  // sees each of them on the grid, and again with its amount on /2d/confirm, before anything is staked.
  const addNumbers = (nums: string[]) => {
    const open = new Set(numbers.data?.numbers.filter((number) => !isClosed(number)).map(({ num }) => num));
    setSelected((current) => new Set([...current, ...nums.filter((num) => open.has(num))]));
    setPicker(null);
  };

  const placeBet = (data: TwodNumbers) => {
    // A number kept from earlier keeps the amount it had (perhaps edited on /2d/confirm).
    const bets = chosen.map(({ num }) => ({
      num,
      amount: earlier.find((bet) => bet.num === num)?.amount ?? Number(amount.value),
    }));
    saveBets(bets, time, data.draw.date);
    navigate('/2d/confirm');
  };

  return (
    <div className={`${CARD} space-y-4`}>
      <div className="flex items-center gap-2">
        <ToolIcon name="bolt" label={t('quick_bet')} disabled={locked} onClick={() => setPicker('quick')} />
        <ToolIcon name="swap" label={t('round_bet')} disabled={locked} onClick={() => setPicker('round')} />
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setLegendOpen(true)}
          className="ml-auto flex items-center gap-1.5 rounded-full border border-brand/50 px-3 py-1.5 text-sm whitespace-nowrap text-brand"
        >
          <Icon name="info" className="h-4 w-4" />
          {t('legend')}
        </button>
      </div>

      {/* One column on phones: beside the amount, the closing time's drop-down cut off its draw time. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <ClosingTimeSelect time={time} onTime={onTime} />
        <TextField
          name="amount"
          label={t('amount')}
          type="number"
          inputMode="numeric"
          min={1}
          max={numbers.data?.break_limit}
          disabled={standing !== null}
          value={amount.value}
          onValue={amount.setValue}
          error={amount.note}
          hint={
            numbers.data &&
            t('amount_hint', { min: formatKs(MIN_BET_KS), max: formatKs(numbers.data.break_limit) })
          }
        />
      </div>
      {standing && <BetStanding reason={standing} />}

      {numbers.isPending ? (
        <Loading />
      ) : numbers.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : (
        <>
          {numbers.data.draw.open && <DrawDay draw={numbers.data.draw} />}
          {!numbers.data.draw.open && (
            <p role="alert" className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-300">
              {t(`reason_${numbers.data.draw.reason}`, { defaultValue: t('reason_other') })}
            </p>
          )}
          <NumberGrid numbers={numbers.data.numbers} selected={selected} onToggle={toggle} locked={locked} />
          {/* A hundred numbers are taller than a phone: the button stays in reach above the tab bar. */}
          <div className="sticky bottom-16 -mx-4 -mb-4 flex items-center justify-between gap-3 rounded-b-xl border-t border-amber-400/20 bg-[#2a1c05] px-4 py-3 md:bottom-0">
            <span className="text-sm text-white/70">{t('selected', { count: selected.size })}</span>
            <button
              type="button"
              disabled={locked || chosen.length === 0 || !(Number(amount.value) >= 1)}
              onClick={() => placeBet(numbers.data)}
              className="rounded-full bg-brand px-6 py-2.5 font-bold text-ink disabled:opacity-50"
            >
              {t('place_bet')}
            </button>
          </div>
        </>
      )}

      {legendOpen && <ColourLegend onClose={() => setLegendOpen(false)} />}
      {picker === 'quick' && <QuickBetPicker onAdd={addNumbers} onClose={() => setPicker(null)} />}
      {picker === 'round' && (
        <RoundBetPicker selected={[...selected]} onAdd={addNumbers} onClose={() => setPicker(null)} />
      )}
    </div>
  );
}

/** The closing-time select, each time named with the day of its next open draw (tomorrow's after today's closed). */
function ClosingTimeSelect({ time, onTime }: { time: TwodTime; onTime: (id: TwodTime['id']) => void }) {
  const { t } = useTwodTexts();
  const options = closingTimes(useOpenDraws().data).map(({ id, label }) => ({ value: String(id), label }));
  return (
    <SelectField
      label={t('closing_time')}
      value={String(time.id)}
      options={options}
      onChange={(value) => onTime(timeOf(value).id)}
    />
  );
}

/** The spec's quick-bet and round-bet icons: each opens its picker. */
function ToolIcon({
  name,
  label,
  disabled,
  onClick,
}: {
  name: IconName;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-9 w-9 items-center justify-center rounded-full bg-black/40 text-brand disabled:opacity-40"
    >
      <Icon name={name} className="h-5 w-5" />
    </button>
  );
}
