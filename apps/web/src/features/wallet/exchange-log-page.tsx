import { Fragment } from 'react';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useExchangeLog } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { PagedLog, usePageParam } from '@/features/wallet/pager';
import { formatDateTime, WalletFrame } from '@/features/wallet/wallet-frame';

/** /exchange-log?page=n: the transfers between main and game balance as a table (#, Amount, Type, Date). */
export function ExchangeLogPage() {
  const { t } = useWalletTexts();
  return (
    <WalletFrame title={t('exchange_log_title')}>
      <ExchangeTable />
    </WalletFrame>
  );
}

const COLUMNS = [
  { label: 'col_number', align: '' },
  { label: 'col_amount', align: 'text-right' },
  { label: 'col_type', align: '' },
  { label: 'col_date', align: '' },
] as const;

function ExchangeTable() {
  const { t } = useWalletTexts();
  const [page, goTo] = usePageParam();
  return (
    <PagedLog log={useExchangeLog(page)} onPage={goTo}>
      {(log, busy) => (
        <div className="overflow-x-auto rounded-xl border border-amber-400/15">
          <table aria-busy={busy} className="w-full text-sm">
            <thead className="bg-[#2a1c05] text-left text-xs text-white/60">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`px-2 py-2 sm:px-3 ${column.align} font-medium`}
                  >
                    {t(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {log.data.map((row, index) => (
                <tr key={row.id} className="text-white/85">
                  <td className="px-2 py-2.5 sm:px-3 text-white/60 tabular-nums">
                    {(log.current_page - 1) * log.per_page + index + 1}
                  </td>
                  <td className="px-2 py-2.5 sm:px-3 text-right font-semibold text-brand tabular-nums whitespace-nowrap">
                    {formatKs(row.amount, 2)}
                  </td>
                  <td className="px-2 py-2.5 sm:px-3 whitespace-nowrap">
                    {t(row.type === 'mainBalanceToGaming' ? 'main_to_game' : 'game_to_main')}
                  </td>
                  <td className="px-2 py-2.5 text-white/60 tabular-nums sm:px-3">
                    {/* Date and time wrap onto two lines on a phone instead of widening the table. */}
                    {formatDateTime(row.created_at)
                      .split(' ')
                      .map((part, i) => (
                        <Fragment key={i}>
                          {i > 0 && ' '}
                          <span className="whitespace-nowrap">{part}</span>
                        </Fragment>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedLog>
  );
}
