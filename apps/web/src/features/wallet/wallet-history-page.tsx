import { useSearchParams } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { TabLinks } from '@/shared/ui/tab-links';
import { useRequestLog, type RequestKind, type RequestLogRow } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { PagedCards, usePageParam } from '@/features/wallet/pager';
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
      <TabLinks
        label={t('history_tabs')}
        tabs={TABS.map((tab) => ({
          key: tab.kind,
          to: `/wallet-history?tab=${tab.kind}`,
          label: t(tab.label),
        }))}
        current={kind}
        className="grid-cols-2"
      />
      <RequestList key={kind} kind={kind} />
    </WalletFrame>
  );
}

function RequestList({ kind }: { kind: RequestKind }) {
  const { t } = useWalletTexts();
  const [page, goTo] = usePageParam();
  return (
    <PagedCards
      log={useRequestLog(kind, page)}
      onPage={goTo}
      testId="request-card"
      card={(row) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-white">{t(kind === 'deposit' ? 'deposit' : 'withdrawal')}</p>
            <p className="text-xs text-white/60 tabular-nums">{formatDateTime(row.created_at)}</p>
            {row.refrence_no && (
              <p className="text-xs text-white/60 tabular-nums">
                {t('reference')}: {row.refrence_no}
              </p>
            )}
            {row.status === 2 && <Rejection reason={row.reason} kind={kind} />}
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
        </>
      )}
    />
  );
}

/** A rejected request: the operator's reason, and where the money is (a withdrawal's went back to main). */
function Rejection({ reason, kind }: { reason: string | null; kind: RequestKind }) {
  const { t } = useWalletTexts();
  return (
    <div data-testid="rejection" className="mt-1 text-xs text-red-200">
      {reason && <p className="break-words">{t('rejected_reason', { reason })}</p>}
      <p>{t(kind === 'withdraw' ? 'withdraw_returned' : 'deposit_not_credited')}</p>
    </div>
  );
}
