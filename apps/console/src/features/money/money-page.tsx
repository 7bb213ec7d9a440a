import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { Field, SelectField } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import { QueueTable, type QueueKind } from '@/shared/money-queue/queue-table';
import { useMoneyTexts } from '@/shared/money-queue/texts';
import { exportQueue, useStaffRequests } from './api';
import { StaffRequests } from './staff-requests';
import { useStaffRequestTexts } from './staff-request-texts';

const STATUSES: Record<QueueKind, readonly string[]> = {
  deposits: ['pending', 'awaiting_second', 'approved', 'rejected'],
  withdrawals: ['pending', 'awaiting_second', 'approved', 'rejected'],
};

/** The filters live in the address, so a filtered queue can be bookmarked or shared with another operator. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const filter = {
    status: params.get('status') ?? 'pending',
    date: params.get('date') ?? '',
    q: params.get('q') ?? '',
    page: Number(params.get('page')) || 1,
  };
  const change = (changes: Partial<Record<'status' | 'date' | 'q' | 'page', string>>) =>
    setParams({ ...filter, page: '1', ...changes } as Record<string, string>);
  return { filter, change };
}

function Queue({ kind }: { kind: QueueKind }) {
  const { t } = useMoneyTexts();
  const { filter, change } = useFilter();
  const [q, setQ] = useState(filter.q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: q.trim() });
  };
  const query = { ...filter, status: filter.status === 'all' ? '' : filter.status };
  const exportCsv = () =>
    exportQueue(kind, { ...query, page: undefined }).catch((error: unknown) =>
      toast.error(error instanceof ApiError && error.message ? error.message : t('export_failed')),
    );
  return (
    <div className="grid gap-4">
      <form onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('status')}
          value={filter.status}
          onChange={(event) => change({ status: event.target.value })}
          options={[...STATUSES[kind], 'all'].map((value) => ({ value, label: t(value as 'all') }))}
        />
        <Field
          label={t('day')}
          type="date"
          value={filter.date}
          onChange={(event) => change({ date: event.target.value })}
        />
        <Field label={t('player')} value={q} onChange={(event) => setQ(event.target.value)} />
        <Button type="submit" look="secondary">
          {t('search')}
        </Button>
        <Button look="secondary" onClick={() => void exportCsv()}>
          {t('export_csv')}
        </Button>
      </form>
      <QueueTable kind={kind} filter={query} onPage={(page) => change({ page: String(page) })} />
    </div>
  );
}

/** The staff requests tab's name, with how many wait for a second person. */
function useStaffRequestsTab() {
  const { t } = useStaffRequestTexts();
  const pending = useStaffRequests('pending', 1).data?.total ?? 0;
  return pending > 0 ? t('tab_count', { count: pending }) : t('tab');
}

/**
 * Deposits and withdrawals waiting for an operator, and every past decision, by status, day and player; beside them
 * the staff requests waiting for a second person.
 */
export function MoneyPage() {
  const { t } = useMoneyTexts();
  const staffRequestsTab = useStaffRequestsTab();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav
        tabs={[
          { to: 'deposits', label: t('deposits') },
          { to: 'withdrawals', label: t('withdrawals') },
          { to: 'staff-requests', label: staffRequestsTab },
        ]}
      />
      <Routes>
        <Route index element={<Navigate to="deposits" replace />} />
        <Route path="deposits" element={<Queue key="deposits" kind="deposits" />} />
        <Route path="withdrawals" element={<Queue key="withdrawals" kind="withdrawals" />} />
        <Route path="staff-requests" element={<StaffRequests />} />
      </Routes>
    </>
  );
}
