import { Fragment, useId } from 'react';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatNumber } from '@zeya/ui-kit/reader-style';
import type { TwodNumbers } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';

type TwodNumber = TwodNumbers['numbers'][number];

/** The fill bar's colour by the percent of the number's limit still open (spec section 4). */
type Fill = 'pink' | 'green' | 'grey' | 'yellow';

const FILL_LOOK: Record<Fill, string> = {
  pink: 'bg-pink-500',
  green: 'bg-green-500',
  grey: 'bg-gray-400',
  yellow: 'bg-yellow-400',
};

function remainingPercent(number: TwodNumber): number {
  if (number.limit <= 0) return 0;
  return Math.min(100, Math.max(0, (number.remaining * 100) / number.limit));
}

function fillOf(percent: number): Fill {
  if (percent < 30) return 'pink';
  if (percent < 60) return 'green';
  if (percent < 90) return 'grey';
  return 'yellow';
}

/** A number takes no more bets once closed by the operator or filled to its limit. */
export const isClosed = (number: TwodNumber) => number.closed || number.remaining <= 0;

/**
 * The 100 numbers of a draw, each pressed while chosen, with a bar as long as the share of its limit still open and
 * the kyat still open written under it (a phone has no hover for a tooltip). A closed number cannot be chosen.
 * Each button is named by its number alone (the written amount is hidden from its name); what is left, in words, is
 * its description.
 */
export function NumberGrid({
  numbers,
  selected,
  onToggle,
  locked = false,
}: {
  numbers: TwodNumber[];
  selected: ReadonlySet<string>;
  onToggle: (num: string) => void;
  /** No number may be chosen (the player may not bet, or the draw takes no bets); what is left still shows. */
  locked?: boolean;
}) {
  const { t } = useTwodTexts();
  const ids = useId();
  return (
    <div role="group" aria-label={t('numbers')} className="grid grid-cols-5 gap-2 sm:grid-cols-10">
      {numbers.map((number) => {
        const closed = isClosed(number);
        const pressed = selected.has(number.num);
        const percent = remainingPercent(number);
        return (
          <Fragment key={number.num}>
            <button
              type="button"
              aria-pressed={pressed}
              disabled={closed || locked}
              aria-describedby={`${ids}-${number.num}`}
              onClick={() => onToggle(number.num)}
              className={`flex flex-col items-stretch gap-1 rounded-lg border px-1.5 pt-1.5 pb-1 text-lg font-bold tabular-nums transition-colors disabled:cursor-not-allowed disabled:border-white/10 disabled:bg-white/5 disabled:text-white/30 ${
                pressed ? 'border-brand bg-brand text-ink' : 'border-amber-400/30 bg-black/40 text-white'
              }`}
            >
              {number.num}
              <span className="h-1.5 overflow-hidden rounded-full bg-white/10">
                <span
                  data-testid={`fill-${number.num}`}
                  data-fill={fillOf(percent)}
                  className={`block h-full rounded-full ${FILL_LOOK[fillOf(percent)]}`}
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span
                aria-hidden
                data-testid={`left-${number.num}`}
                className={`text-[10px] leading-tight font-normal whitespace-nowrap ${pressed ? 'text-ink' : 'text-white/60'}`}
              >
                {/* Without ' Ks': five cells across a 320 px phone leave room for the digits only. */}
                {formatNumber(number.remaining)}
              </span>
            </button>
            {/* Outside the button, so the number alone names it; taken out of the flow, so it takes no cell. */}
            <span id={`${ids}-${number.num}`} className="sr-only">
              {t('remaining', { num: number.num, amount: formatKs(number.remaining) })}
            </span>
          </Fragment>
        );
      })}
    </div>
  );
}
