import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatNumber } from '@zeya/ui-kit/reader-style';
import { useTwodTexts } from './texts';

/** 00..99; the contract's list would bring zod into the bundle. */
const NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** Colour steps by share of the break limit taken: the operator sees at a glance which numbers are nearly full. */
const STEPS = [
  { upTo: 0, className: 'bg-white text-stone-600' },
  { upTo: 0.25, className: 'bg-amber-50 text-stone-800' },
  { upTo: 0.5, className: 'bg-amber-200 text-stone-900' },
  { upTo: 0.75, className: 'bg-orange-400 text-white' },
  { upTo: 0.999, className: 'bg-red-500 text-white' },
  { upTo: Infinity, className: 'bg-red-800 text-white' },
] as const;

export function heatClass(share: number) {
  return STEPS.find((step) => share <= step.upTo)!.className;
}

/** A draw's 100 numbers in a 10x10 grid, each with its staked kyat, coloured by share of the break limit. */
export function HeatMap({ numbers, breakLimit }: { numbers: Record<string, number>; breakLimit: number }) {
  const { t } = useTwodTexts();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm text-stone-600">
        {t('heat_legend', { limit: formatKs(breakLimit) })}
      </figcaption>
      <div className="grid max-w-2xl grid-cols-10 gap-1">
        {NUMBERS.map((num) => {
          const amount = numbers[num] ?? 0;
          const share = breakLimit > 0 ? amount / breakLimit : 0;
          return (
            <div
              key={num}
              data-testid={`heat-${num}`}
              title={t('heat_cell', { num, amount: formatKs(amount), share: Math.round(share * 100) })}
              className={`rounded border border-stone-200 px-1 py-1 text-center text-xs tabular-nums ${heatClass(share)}`}
            >
              <div className="font-semibold">{num}</div>
              <div>{amount > 0 ? formatNumber(amount) : '·'}</div>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
