import { Link, useSearchParams } from 'react-router';
import { formatKs } from '@/shared/format';
import { Loading, NoData } from '@/shared/ui/loading';
import { useRequestLog, type RequestKind, type RequestLogRow } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { Pager, usePageParam } from '@/features/wallet/pager';
import { formatDateTime, WalletFrame } from '@/features/wallet/wallet-frame';

const TABS: { kind: RequestKind; label: 'deposits' | 'withdrawals' }[] = [
  { kind: 'deposit', label: 'deposits' },
  { kind: 'withdraw', label: 'withdrawals' },
];

const STATUS_STYLE: Record<RequestLogRow['status'], string> = {
  0: 'bg-yellow-400/15 text-yellow-300',
  1: 'bg-emerald-500/15 text-emerald-300',
  2: 'bg-red-500/15 text-red-300',
};

/** /wallet-history?tab=deposit|withdraw&page=n: the player's deposit and withdrawal requests, a page at a time. */
export function WalletHistoryPage() {
  const { t } = useWalletTexts();
  const [params] = useSearchParams();
  const kind: RequestKind = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';

  return (
    <WalletFrame title={t('history_title')}>
      <nav aria-label={t('history_tabs')} className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-white/5 p-1">
        {TABS.map((tab) => (
          <Link
            key={tab.kind}
            to={`/wallet-history?tab=${tab.kind}`}
            aria-current={tab.kind === kind ? 'page' : undefined}
            className={`rounded-full px-3 py-2 text-center text-sm font-semibold ${
              tab.kind === kind ? 'bg-brand text-ink' : 'text-white/70'
            }`}
          >
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      <RequestList key={kind} kind={kind} />
    </WalletFrame>
  );
}

function RequestList({ kind }: { kind: RequestKind }) {
  const { t } = useWalletTexts();
  const [page, goTo] = usePageParam();
  const log = useRequestLog(kind, page);

  if (log.isPending) return <Loading />;
  if (log.isError) return <NoData text={t('common:something_went_wrong')} />;
  if (log.data.data.length === 0) return <NoData />;
  return (
    <>
      <ul aria-busy={log.isPlaceholderData || undefined} className="space-y-2">
        {log.data.data.map((row) => (
          <li
            key={row.id}
            data-testid="request-card"
            className="flex items-center justify-between gap-3 rounded-xl border border-amber-400/15 bg-[#2a1c05] p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold text-white">{t(kind === 'deposit' ? 'deposit' : 'withdrawal')}</p>
              <p className="text-xs text-white/60 tabular-nums">{formatDateTime(row.created_at)}</p>
              {row.refrence_no && (
                <p className="text-xs text-white/60 tabular-nums">
                  {t('reference')}: {row.refrence_no}
                </p>
              )}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-bold text-brand tabular-nums">{formatKs(row.amount, 2)}</span>
              <span
                data-status={row.status}
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.status]}`}
              >
                {t(`status_${row.status}`)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={log.data} onPage={goTo} />
    </>
  );
}
