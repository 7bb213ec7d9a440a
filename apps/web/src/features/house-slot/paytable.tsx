import { formatKs } from '@zeya/ui-kit/format-ks';
import type { PayLine } from '@/features/house-slot/api';
import { useHouseSlotTexts } from '@/features/house-slot/messages';
import { SymbolTile, useSymbolName } from '@/features/house-slot/symbol-tile';

/** The published paytable as the server sent it, what each line pays at the chosen bet, and the published RTP. */
export function Paytable({ lines, rtp, bet }: { lines: PayLine[]; rtp: number; bet: number }) {
  const { t } = useHouseSlotTexts();
  const symbolName = useSymbolName();
  return (
    <section
      aria-labelledby="shwe-slot-paytable"
      className="min-w-0 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
    >
      <h2 id="shwe-slot-paytable" className="text-lg font-bold text-brand">
        {t('paytable')}
      </h2>
      <p className="mt-1 text-sm text-white/65">{t('paytable_hint')}</p>
      <table className="mt-3 w-full text-sm" data-testid="slot-paytable">
        <thead>
          <tr className="text-left text-xs text-amber-100/70">
            <th scope="col" className="py-1.5 font-semibold">
              {t('col_combo')}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              {t('col_pays')}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              {t('col_win', { bet: formatKs(bet) })}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.combo.join('-')} className="border-t border-white/10">
              <th scope="row" className="py-1.5 font-normal">
                <span className="sr-only">{line.combo.map(symbolName).join(', ')}</span>
                <span aria-hidden className="flex gap-1">
                  {line.combo.map((symbol, index) => (
                    <SymbolTile key={index} symbol={symbol} size="chip" />
                  ))}
                </span>
              </th>
              <td className="py-1.5 text-right font-bold text-brand tabular-nums">×{line.pays}</td>
              <td className="py-1.5 text-right text-white/85 tabular-nums">{formatKs(line.pays * bet)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="slot-rtp" className="mt-3 text-sm font-semibold text-amber-100">
        {t('rtp', { rtp: (rtp * 100).toFixed(2) })}
      </p>
    </section>
  );
}
