import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState } from 'react';
import { Loading, NoData } from '@/shared/ui/loading';
import { FormAlert } from '@/shared/ui/form-fields';
import { useQueue, type QueueKind, type QueueStatus } from '@/features/agent-desk/api';
import { useDeskAccess } from '@/features/agent-desk/desk-access';
import { Card, DeskHeading, deskDateTime, failureText } from '@/features/agent-desk/desk-ui';
import { useDeskTexts, type DeskKey } from '@/features/agent-desk/messages';
import { DecisionButtons } from '@/features/agent-desk/decision-buttons';
import { Pager } from '@/features/agent-desk/pager';
import { ReceiptButton } from '@/features/agent-desk/receipt-button';

const STATUSES: readonly { status: QueueStatus; label: DeskKey }[] = [
  { status: 'pending', label: 'status_pending' },
  { status: 'awaiting_second', label: 'status_awaiting_second' },
  { status: 'approved', label: 'status_approved' },
  { status: 'rejected', label: 'status_rejected' },
];

export const DepositsPage = () => <QueuePage kind="deposits" />;
export const WithdrawalsPage = () => <QueuePage kind="withdrawals" />;

/**
 * /agent/deposits and /agent/withdrawals: the requests of the agent's players, newest first. The open list asks the
 * server again every few seconds, so a request a player just sent appears without a reload.
 */
export function QueuePage({ kind }: { kind: QueueKind }) {
  const { t, failure } = useDeskTexts();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [page, setPage] = useState(1);
  const queue = useQueue(kind, status, page);
  const { abilities } = useDeskAccess();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <DeskHeading title={t(kind === 'deposits' ? 'deposits_title' : 'withdrawals_title')} />
      <div role="group" aria-label={t('status_filter')} className="mb-3 flex gap-1 overflow-x-auto">
        {STATUSES.map((item) => (
          <button
            key={item.status}
            type="button"
            aria-pressed={item.status === status}
            onClick={() => {
              setStatus(item.status);
              setPage(1);
            }}
            className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
              item.status === status ? 'bg-brand text-ink' : 'bg-white/5 text-white/75'
            }`}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      {notice && (
        <p role="status" className="mb-3 rounded-lg bg-emerald-500/15 px-3 py-2 text-sm text-emerald-200">
          {notice}
        </p>
      )}
      {queue.isPending ? (
        <Loading />
      ) : queue.isError ? (
        <FormAlert message={failureText(queue.error, failure)} />
      ) : queue.data.data.length === 0 ? (
        <NoData text={t('queue_empty')} />
      ) : (
        <ul className="space-y-3">
          {queue.data.data.map((row) => (
            <li key={row.id}>
              <RequestCard
                row={row}
                decide={abilities.decideMoney && (row.status === 'pending' || status === 'awaiting_second')}
                kind={kind}
                onDecided={setNotice}
              />
            </li>
          ))}
        </ul>
      )}
      {queue.data && <Pager page={page} pages={queue.data.last_page} onPage={setPage} />}
    </>
  );
}

function RequestCard({
  row,
  kind,
  decide,
  onDecided,
}: {
  row: ConsoleMoneyRequest;
  kind: QueueKind;
  decide: boolean;
  onDecided: (message: string) => void;
}) {
  const { t } = useDeskTexts();
  return (
    <Card>
      <div data-testid="desk-request" data-request-id={row.id} className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-bold text-white">{row.player.name || row.player.user_name}</p>
            <p className="truncate text-xs text-white/60">{row.player.user_name}</p>
          </div>
          <p className="text-lg font-black text-brand tabular-nums">{formatKs(row.amount, 2)}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-amber-100/70">{t('channel')}</dt>
          <dd className="text-white">{row.channel}</dd>
          <dt className="text-amber-100/70">{t('account')}</dt>
          <dd className="break-all text-white">
            {row.account_name} · {row.account_number}
          </dd>
          {row.refrence_no && (
            <>
              <dt className="text-amber-100/70">{t('reference_no')}</dt>
              <dd className="text-white tabular-nums">{row.refrence_no}</dd>
            </>
          )}
          <dt className="text-amber-100/70">{t('sent_at')}</dt>
          <dd className="text-white tabular-nums">{deskDateTime(row.created_at)}</dd>
          {row.first_approved_by && (
            <>
              <dt className="text-amber-100/70">{t('first_approval')}</dt>
              <dd className="text-white">{row.first_approved_by}</dd>
            </>
          )}
          {row.decided_by && (
            <>
              <dt className="text-amber-100/70">{t('decided_by')}</dt>
              <dd className="text-white">
                {row.decided_by} · {deskDateTime(row.decided_at)}
              </dd>
            </>
          )}
          {row.reason && (
            <>
              <dt className="text-amber-100/70">{t('reason')}</dt>
              <dd className="text-white">{row.reason}</dd>
            </>
          )}
        </dl>
        {row.receipt_url && <ReceiptButton url={row.receipt_url} />}
        {row.needs_second_approval && row.status === 'pending' && (
          <p className="text-sm text-amber-200">{t('needs_second')}</p>
        )}
        {decide && <DecisionButtons kind={kind} id={row.id} onDecided={onDecided} />}
      </div>
    </Card>
  );
}
