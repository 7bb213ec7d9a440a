import { Fragment } from 'react';
import { formatKs } from '@/shared/format';
import { Loading, NoData } from '@/shared/ui/loading';
import { useExchangeLog } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { Pager, usePageParam } from '@/features/wallet/pager';
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

function ExchangeTable() {
  const { t } = useWalletTexts();
  const [page, goTo] = usePageParam();
  const log = useExchangeLog(page);
  return log.isPending ? (
    <Loading />
  ) : log.isError ? (
    <NoData text={t('common:something_went_wrong')} />
  ) : log.data.data.length === 0 ? (
    <NoData />
  ) : (
    <>
      <div className="overflow-x-auto rounded-xl border border-amber-400/15">
        <table aria-busy={log.isPlaceholderData || undefined} className="w-full text-sm">
          <thead className="bg-[#2a1c05] text-left text-xs text-white/60">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                {t('col_number')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                {t('col_amount')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                {t('col_type')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                {t('col_date')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {log.data.data.map((row, index) => (
              <tr key={row.id} className="text-white/85">
                <td className="px-2 py-2.5 sm:px-3 text-white/60 tabular-nums">
                  {(log.data.current_page - 1) * log.data.per_page + index + 1}
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
      <Pager page={log.data} onPage={goTo} />
    </>
  );
}
