import type { SharpChange } from '@zeya/contract/protection';
import { Link } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { useSharpChanges } from './api';
import { useSharpChangeTexts } from './texts';

const MONEY = ['deposits_last_7_days', 'deposits_usual_week', 'loss_last_7_days', 'loss_usual_week'] as const;

/** Players whose play changed sharply, each a link to their protection tab, for a person to look at. */
export function SharpChangesPage() {
  const { t } = useSharpChangeTexts();
  const changes = useSharpChanges();
  const columns: Column<SharpChange>[] = [
    {
      key: 'player',
      header: t('player'),
      cell: (row) => (
        <Link to={`/players/${row.player_id}?tab=protection`} className="text-amber-800 underline">
          {row.user_name}
        </Link>
      ),
    },
    ...MONEY.map((key) => ({
      key,
      header: t(key),
      align: 'right' as const,
      cell: (row: SharpChange) => formatKs(row[key]),
    })),
  ];
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{t('intro')}</p>
      <QueryView query={changes}>
        {(rows) => <DataTable rows={rows} rowKey={(row) => row.player_id} columns={columns} />}
      </QueryView>
    </>
  );
}
