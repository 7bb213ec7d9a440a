import type { StaffRequestRow } from '@zeya/contract/staff-requests';
import { useSearchParams } from 'react-router';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import {
  approveStaffRequest,
  cancelStaffRequest,
  rejectStaffRequest,
  STAFF_REQUESTS_KEY,
  useStaffRequests,
  type StaffRequestFilter,
} from './api';
import { RequestFacts, useDescribeRequest } from './staff-request-facts';
import { useStaffRequestTexts } from './staff-request-texts';

/**
 * Approve or reject another's request, each with a reason; withdraw one's own. The server decides who may (not the
 * asker, an admin where needed, an account counted as a second person): its refusal is the toast.
 */
function RequestDecision({ row }: { row: StaffRequestRow }) {
  const { t } = useStaffRequestTexts();
  const describe = useDescribeRequest();
  const { run, errors } = useConsoleAction(STAFF_REQUESTS_KEY);
  if (row.status !== 'pending') return null;
  const facts = { id: row.id, what: describe(row) };
  if (row.mine)
    return (
      <div className="grid justify-items-start gap-1">
        <p className="text-xs text-amber-800">{t('yours')}</p>
        <ConfirmButton
          look="secondary"
          label={t('cancel')}
          question={t('cancel_question', facts)}
          onConfirm={() => cancelStaffRequest(run, row.id)}
        />
      </div>
    );
  return (
    <div className="flex flex-wrap gap-1">
      <ReasonConfirmButton
        label={t('approve')}
        question={t('approve_question', facts)}
        errors={errors.reason}
        onConfirm={(reason) => approveStaffRequest(run, row.id, reason)}
      />
      <ReasonConfirmButton
        look="danger"
        label={t('reject')}
        question={t('reject_question', facts)}
        errors={errors.reason}
        onConfirm={(reason) => rejectStaffRequest(run, row.id, reason)}
      />
    </div>
  );
}

/** Waiting for a second person, or who decided it, when and why. */
function RequestState({ row }: { row: StaffRequestRow }) {
  const { t } = useStaffRequestTexts();
  if (row.status === 'pending')
    return <span className="text-sm font-medium text-amber-800">{t('waiting')}</span>;
  return (
    <div className="grid gap-0.5 text-xs">
      <span className="text-sm font-medium">{t(row.status)}</span>
      {row.decided_by && (
        <span>{t('decided_by', { name: row.decided_by.user_name, time: formatTime(row.decided_at) })}</span>
      )}
      {row.decision_note && <span className="text-stone-600">{t('note', { note: row.decision_note })}</span>}
    </div>
  );
}

function useColumns(): Column<StaffRequestRow>[] {
  const { t } = useStaffRequestTexts();
  return [
    { key: 'id', header: '#', cell: (row) => row.id },
    { key: 'request', header: t('request'), cell: (row) => <RequestFacts row={row} /> },
    {
      key: 'asked',
      header: t('asked_by'),
      cell: (row) => (
        <>
          {row.requested_by.user_name}
          {row.mine && ` ${t('you')}`}
          <span className="block text-xs text-stone-600">{formatTime(row.requested_at)}</span>
        </>
      ),
    },
    { key: 'state', header: t('state'), cell: (row) => <RequestState row={row} /> },
    { key: 'actions', header: '', cell: (row) => <RequestDecision row={row} /> },
  ];
}

/**
 * The staff requests beside the money queues: the ones waiting for a second person (oldest first, the order to work
 * through them) or the decided ones (newest first). The filter and page live in the address, as the queues' do.
 */
export function StaffRequests() {
  const { t } = useStaffRequestTexts();
  const [params, setParams] = useSearchParams();
  const status: StaffRequestFilter = params.get('status') === 'decided' ? 'decided' : 'pending';
  const page = Number(params.get('page')) || 1;
  const requests = useStaffRequests(status, page);
  const columns = useColumns();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">{t('help')}</p>
      <div className="max-w-xs">
        <SelectField
          label={t('show')}
          value={status}
          onChange={(event) => setParams({ status: event.target.value })}
          options={(['pending', 'decided'] as const).map((value) => ({ value, label: t(value) }))}
        />
      </div>
      <QueryView query={requests}>
        {(data) => (
          <div className="grid gap-3">
            <DataTable rows={data.data} rowKey={(row) => row.id} columns={columns} />
            <Pager page={data} onPage={(next) => setParams({ status, page: String(next) })} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
