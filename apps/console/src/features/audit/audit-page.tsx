import { useState } from 'react';
import { formatTime } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { useAuditRecords, type AuditFilter } from './api';
import { useAuditTexts } from './texts';
import { AuditValues } from './audit-values';
import { VerifyPanel } from './verify-panel';

const FILTER_FIELDS: {
  key: keyof AuditFilter;
  label: 'actor' | 'action_hint' | 'target_type' | 'target_id' | 'from' | 'to';
}[] = [
  { key: 'actor', label: 'actor' },
  { key: 'action', label: 'action_hint' },
  { key: 'target_type', label: 'target_type' },
  { key: 'target_id', label: 'target_id' },
  { key: 'from', label: 'from' },
  { key: 'to', label: 'to' },
];

/** The audit chain, newest first, filtered; and the check of the books and the chain. */
export function AuditPage() {
  const { t } = useAuditTexts();
  const [filter, setFilter] = useState<AuditFilter>({
    actor: '',
    action: '',
    target_type: '',
    target_id: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const records = useAuditRecords(filter, page);
  return (
    <>
      <PageHeader title={t('title')} />
      <VerifyPanel />
      <div className="mb-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {FILTER_FIELDS.map(({ key, label }) => (
          <Field
            key={key}
            label={t(label)}
            type={key === 'from' || key === 'to' ? 'date' : 'search'}
            value={filter[key]}
            onChange={(event) => {
              setFilter({ ...filter, [key]: event.target.value });
              setPage(1);
            }}
          />
        ))}
      </div>
      <QueryView query={records}>
        {(result) => (
          <div className="grid gap-3">
            <DataTable
              rows={result.data}
              rowKey={(row) => row.id}
              columns={[
                { key: 'time', header: t('time'), cell: (row) => formatTime(row.created_at) },
                { key: 'actor', header: t('actor'), cell: (row) => row.actor },
                { key: 'action', header: t('action'), cell: (row) => <code>{row.action}</code> },
                { key: 'target', header: t('target'), cell: (row) => `${row.target_type} #${row.target_id}` },
                {
                  key: 'before',
                  header: t('before'),
                  cell: (row) => <AuditValues action={row.action} value={row.before} />,
                },
                {
                  key: 'after',
                  header: t('after'),
                  cell: (row) => <AuditValues action={row.action} value={row.after} />,
                },
                { key: 'ip', header: t('ip'), cell: (row) => row.ip ?? '—' },
              ]}
            />
            <Pager page={result} onPage={setPage} />
          </div>
        )}
      </QueryView>
    </>
  );
}
