import type { CSSProperties } from 'react';
import type { SlotSymbol } from '@/features/house-slot/api';
import { useHouseSlotTexts } from '@/features/house-slot/messages';
import { SymbolTile } from '@/features/house-slot/symbol-tile';
import '@/features/house-slot/house-slot.css';

/** The height of one row of the window, in px: the spinning strip moves by whole rows of it. */
const ROW_PX = 78;
const ROWS = ['top', 'middle', 'bottom'] as const;

/**
 * The 3x3 window: one column per reel, [top, middle, bottom] as the server sent them; the middle row is the payline.
 * While `spinning`, each reel shows its strip running (decoration only, hidden from assistive technology) and the
 * cells wait underneath; `landing` changes with every result so the reels land again. On a win the payline glows.
 */
export function SlotWindow({
  window,
  strips,
  spinning,
  won,
  landing,
}: {
  window: SlotSymbol[][];
  strips: SlotSymbol[][];
  spinning: boolean;
  won: boolean;
  landing: number;
}) {
  const { t } = useHouseSlotTexts();
  return (
    <div
      data-testid="slot-window"
      role="group"
      aria-label={t('reels')}
      aria-busy={spinning}
      className="relative grid grid-cols-3 gap-1.5 rounded-2xl border-4 border-brand/70 bg-black/70 p-1.5 shadow-[0_0_28px_rgba(255,200,61,0.25)]"
    >
      {window.map((column, reel) => (
        <div
          key={reel}
          role="group"
          aria-label={t('reel', { n: reel + 1 })}
          className="relative overflow-hidden rounded-xl bg-[#160d00]"
          style={{ height: ROW_PX * ROWS.length }}
        >
          <div
            key={landing}
            className={spinning ? 'invisible' : landing > 0 ? 'shwe-slot-land' : ''}
            style={{ '--slot-land-delay': `${reel * 0.08}s` } as CSSProperties}
          >
            {column.map((symbol, row) => (
              <div key={row} className="p-1" style={{ height: ROW_PX }}>
                <SymbolTile
                  symbol={symbol}
                  data-testid="slot-cell"
                  data-row={ROWS[row]}
                  className={
                    row === 1 && won && !spinning
                      ? 'shadow-[0_0_18px_rgba(255,200,61,0.9)] ring-2 ring-brand'
                      : ''
                  }
                />
              </div>
            ))}
          </div>
          {spinning && <SpinningStrip strip={strips[reel] ?? column} reel={reel} />}
        </div>
      ))}
      {/* The payline: a band across the middle row, with a marker on each side. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 border-y-2 border-brand/80 bg-brand/5"
        style={{ height: ROW_PX }}
      >
        <span className="absolute top-1/2 -left-1 h-0 w-0 -translate-y-1/2 border-y-8 border-l-8 border-y-transparent border-l-brand" />
        <span className="absolute top-1/2 -right-1 h-0 w-0 -translate-y-1/2 border-y-8 border-r-8 border-y-transparent border-r-brand" />
      </div>
    </div>
  );
}

/** A reel's strip running downwards in a loop, drawn once and then its first three symbols again (no seam). */
function SpinningStrip({ strip, reel }: { strip: SlotSymbol[]; reel: number }) {
  const loop = [...strip, ...strip.slice(0, ROWS.length)];
  return (
    <div
      aria-hidden
      data-testid="slot-strip"
      className="shwe-slot-strip absolute inset-x-0 top-0"
      style={
        {
          '--slot-shift': `${-strip.length * ROW_PX}px`,
          '--slot-loop': `${0.45 + reel * 0.06}s`,
        } as CSSProperties
      }
    >
      {loop.map((symbol, index) => (
        <div key={index} className="p-1" style={{ height: ROW_PX }}>
          <SymbolTile symbol={symbol} />
        </div>
      ))}
    </div>
  );
}
