import type { DebtRow } from '@zeya/contract/provider-reviews';
import { Link } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { DataTable } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { useDebts } from './api';
import { useReviewTexts } from './texts';

/** Players who owe the house from providers' forced debits, largest first. */
export function DebtList() {
  const { t } = useReviewTexts();
  const debts = useDebts();
  return (
    <QueryView query={debts}>
      {(rows) => (
        <div className="grid gap-2">
          <p className="text-sm text-stone-600">{t('debts_note')}</p>
          <DataTable<DebtRow>
            rows={rows}
            rowKey={(row) => row.user_id}
            columns={[
              {
                key: 'player',
                header: t('player'),
                cell: (row) => <Link to={`/players/${row.user_id}`}>{row.user_name}</Link>,
              },
              { key: 'debt', header: t('debt'), align: 'right', cell: (row) => formatKs(row.debt) },
            ]}
          />
        </div>
      )}
    </QueryView>
  );
}
