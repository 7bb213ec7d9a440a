import { useState } from 'react';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useLotteryTexts } from '@/shared/lottery/messages';

/** The most one number may take now, and what sets it. */
export type AmountCap =
  { max: number; by: 'at_most' | 'own_bet_limit' } | { max: number; by: 'left_on'; num: string };

/**
 * The lowest of: the per-number maximum (the break limit), the player's own limit for one bet, and what is left on
 * each chosen number. An amount above it could only be refused when the slip is sent.
 */
export function amountCap(
  perNumber: number,
  ownLimit: number | null,
  chosen: readonly { num: string; remaining: number }[],
): AmountCap {
  let cap: AmountCap = { max: perNumber, by: 'at_most' };
  if (ownLimit !== null && ownLimit < cap.max) cap = { max: ownLimit, by: 'own_bet_limit' };
  for (const { num, remaining } of chosen)
    if (remaining < cap.max) cap = { max: remaining, by: 'left_on', num };
  return cap;
}

/**
 * An amount box held to `cap`: what is typed is kept, what is shown and used is never above the cap, and while it
 * is lowered `note` says why (the number and what is left on it) in the player's language.
 */
export function useCappedAmount(initial: number, cap: AmountCap) {
  const { t } = useLotteryTexts();
  const [typed, setTyped] = useState(String(initial));
  const over = Number(typed) > cap.max;
  const max = formatKs(cap.max);
  const note = !over
    ? undefined
    : cap.by === 'left_on'
      ? t('left_on', { num: cap.num, amount: max })
      : t(cap.by, { max });
  return { value: over ? String(cap.max) : typed, setValue: setTyped, note };
}
