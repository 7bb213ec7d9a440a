import { useState } from 'react';
import { formatNumber } from '@zeya/ui-kit/reader-style';
import { Modal } from '@/shared/ui/modal';
import { BET_MAX, MODAL_MULTIPLIER } from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';

export interface ModalBet {
  bet: number;
  coinValue: number;
}

/** Kyat with two decimals as the modal writes it, e.g. 10.00 MMK. */
function mmk(amount: number): string {
  return `${formatNumber(amount, 2)} MMK`;
}

/**
 * 'BET MULTIPLIER 20x': a BET and a COIN VALUE stepper (each at least 1), their TOTAL BET at 20x (read-only),
 * BET MAX (10 and 10) and Confirm, which hands back the bet and the coin value. Closing discards the changes.
 */
export function BetMultiplierModal({
  initial,
  onConfirm,
  onClose,
}: {
  initial: ModalBet;
  onConfirm: (bet: ModalBet) => void;
  onClose: () => void;
}) {
  const { t } = useDigitBetTexts();
  const [bet, setBet] = useState(initial.bet);
  const [coinValue, setCoinValue] = useState(initial.coinValue);
  const total = bet * coinValue * MODAL_MULTIPLIER;

  return (
    <Modal title={t('modal_title')} onClose={onClose}>
      <div className="space-y-4">
        <Stepper name={t('modal_bet')} value={bet} shown={String(bet)} onChange={setBet} />
        <Stepper
          name={t('modal_coin_value')}
          value={coinValue}
          shown={mmk(coinValue)}
          onChange={setCoinValue}
        />
        <div className="flex items-center justify-between rounded-lg bg-black/40 px-3 py-2.5">
          <span className="text-sm font-semibold text-white/80">{t('modal_total_bet')}</span>
          <output
            data-testid="digitbet-total-bet"
            aria-label={t('modal_total_bet')}
            className="text-lg font-black text-brand tabular-nums"
          >
            {mmk(total)}
          </output>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => {
              setBet(BET_MAX);
              setCoinValue(BET_MAX);
            }}
            className="rounded-full border border-brand px-4 py-2.5 text-sm font-bold text-brand hover:bg-brand/10"
          >
            {t('bet_max')}
          </button>
          <button
            type="button"
            onClick={() => onConfirm({ bet, coinValue })}
            className="rounded-full bg-brand px-4 py-2.5 text-sm font-bold text-ink"
          >
            {t('confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** A labelled value with − and + buttons; it never goes below 1. */
function Stepper({
  name,
  value,
  shown,
  onChange,
}: {
  name: string;
  value: number;
  shown: string;
  onChange: (value: number) => void;
}) {
  const { t } = useDigitBetTexts();
  const round =
    'flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-brand/60 text-xl font-bold text-brand hover:bg-brand/10 disabled:opacity-40';
  return (
    <div role="group" aria-label={name}>
      <p className="mb-1 text-sm font-semibold text-white/80">{name}</p>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={t('decrease', { name })}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={round}
        >
          −
        </button>
        <output
          aria-label={name}
          className="flex-1 rounded-lg bg-black/40 py-2 text-center text-lg font-bold tabular-nums"
        >
          {shown}
        </output>
        <button
          type="button"
          aria-label={t('increase', { name })}
          onClick={() => onChange(value + 1)}
          className={round}
        >
          +
        </button>
      </div>
    </div>
  );
}
