import type { HTMLAttributes, ReactNode } from 'react';
import type { SlotSymbol } from '@/features/house-slot/api';
import { useHouseSlotTexts } from '@/features/house-slot/messages';

/** The code the paytable uses for "any symbol" in a combination. */
export const ANY = 'ANY';

/** Symbols whose drawing is their name: shown the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['7', 'BAR']);

/** Each symbol's tile colours and its small drawing (inline, so no request and no emoji). */
const LOOKS: Record<string, { tile: string; glyph?: ReactNode }> = {
  '7': { tile: 'from-red-500 to-red-800 text-amber-200' },
  BAR: { tile: 'from-slate-500 to-slate-900 text-white' },
  BELL: {
    tile: 'from-amber-200 to-amber-500 text-ink',
    glyph: (
      <>
        <path
          d="M12 3a1.6 1.6 0 0 1 1.6 1.6v.5A6.2 6.2 0 0 1 18.2 11v3.6l2.2 2.9H3.6l2.2-2.9V11a6.2 6.2 0 0 1 4.6-5.9v-.5A1.6 1.6 0 0 1 12 3Z"
          fill="#b45309"
        />
        <circle cx="12" cy="19.6" r="1.9" fill="#78350f" />
      </>
    ),
  },
  PLUM: {
    tile: 'from-purple-200 to-purple-400 text-ink',
    glyph: (
      <>
        <circle cx="12" cy="14" r="7" fill="#6b21a8" />
        <path d="M12 7c0-2.2 1.6-4 4.2-4 0 2.3-1.7 4-4.2 4Z" fill="#22c55e" />
      </>
    ),
  },
  LEMON: {
    tile: 'from-yellow-100 to-yellow-400 text-ink',
    glyph: (
      <ellipse
        cx="12"
        cy="12"
        rx="9"
        ry="6.2"
        transform="rotate(-25 12 12)"
        fill="#eab308"
        stroke="#a16207"
      />
    ),
  },
  CHERRY: {
    tile: 'from-pink-100 to-pink-300 text-ink',
    glyph: (
      <>
        <path
          d="M8 15.5C9 10 12 5.5 16.5 3.5M16.5 3.5c-1 3.5-1 7.5 0 11.5"
          fill="none"
          stroke="#15803d"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <circle cx="7.5" cy="17" r="4" fill="#dc2626" />
        <circle cx="16.5" cy="17.5" r="4" fill="#b91c1c" />
      </>
    ),
  },
};

const OTHER = 'from-white/25 to-white/5 text-white';

/** A symbol's name in the player's language: '7' and 'BAR' as they are, the others translated when known. */
export function useSymbolName() {
  const { t, exists } = useHouseSlotTexts();
  return (symbol: SlotSymbol) => {
    if (symbol === ANY) return t('any');
    if (SAME_IN_EVERY_LANGUAGE.has(symbol)) return symbol;
    const key = `symbol_${symbol}`;
    return exists(key) ? t(key as 'symbol_BELL') : symbol;
  };
}

function Glyph({ symbol, size }: { symbol: SlotSymbol; size: 'reel' | 'chip' }) {
  const glyph = LOOKS[symbol]?.glyph;
  if (symbol === '7')
    return (
      <span className={`leading-none font-black italic ${size === 'reel' ? 'text-5xl' : 'text-2xl'}`}>7</span>
    );
  if (symbol === 'BAR')
    return (
      <span
        className={`border-y-4 border-current px-1 leading-tight font-black tracking-widest ${
          size === 'reel' ? 'text-lg' : 'border-y-2 text-[10px]'
        }`}
      >
        BAR
      </span>
    );
  if (!glyph) return null;
  return (
    <svg viewBox="0 0 24 24" className={size === 'reel' ? 'h-9 w-9' : 'h-6 w-6'} aria-hidden>
      {glyph}
    </svg>
  );
}

/**
 * One symbol as a coloured rounded tile. In the reels it shows its drawing and its name; as a `chip` (the paytable)
 * only the drawing, its name being the accessible label. 'ANY' is a dashed placeholder.
 */
export function SymbolTile({
  symbol,
  size = 'reel',
  className = '',
  ...rest
}: { symbol: SlotSymbol; size?: 'reel' | 'chip' } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const name = useSymbolName()(symbol);
  const box =
    size === 'reel'
      ? 'h-full w-full rounded-xl gap-0.5 shadow-[inset_0_-3px_0_rgba(0,0,0,0.25)]'
      : 'h-9 w-10 rounded-lg';
  if (symbol === ANY)
    return (
      <div
        role="img"
        aria-label={name}
        data-symbol={symbol}
        className={`flex items-center justify-center border border-dashed border-white/40 px-0.5 text-center text-[9px] leading-tight font-bold text-white/70 ${box} ${className}`}
        {...rest}
      >
        {name}
      </div>
    );
  const labelled = size === 'reel' && !SAME_IN_EVERY_LANGUAGE.has(symbol);
  return (
    <div
      role="img"
      aria-label={name}
      data-symbol={symbol}
      className={`flex flex-col items-center justify-center bg-linear-to-b select-none ${LOOKS[symbol]?.tile ?? OTHER} ${box} ${className}`}
      {...rest}
    >
      <Glyph symbol={symbol} size={size} />
      {labelled && (
        // Wrapped between syllables, never cut: a Burmese name is wider than a reel on a 320 px phone.
        <span className="max-w-full px-0.5 text-center text-[11px] leading-tight font-bold [overflow-wrap:anywhere]">
          {name}
        </span>
      )}
      {!LOOKS[symbol] && size === 'chip' && <span className="text-[9px] font-bold">{symbol}</span>}
    </div>
  );
}
