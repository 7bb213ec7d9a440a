import type { DrawWinner } from '@zeya/contract/twod-console';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { DataTable } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { useWinners } from './api';
import { useTwodTexts } from './texts';

/** A settled draw's winning bets, biggest payout first. */
export function Winners({ drawId }: { drawId: number }) {
  const { t } = useTwodTexts();
  const winners = useWinners(drawId);
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold text-stone-800">{t('winners')}</h3>
      <QueryView query={winners}>
        {(rows) => (
          <DataTable<DrawWinner>
            rows={rows}
            rowKey={(row) => `${row.slip_no}-${row.number}`}
            columns={[
              { key: 'user_name', header: t('user_name'), cell: (row) => row.user_name },
              { key: 'slip_no', header: t('slip_no'), cell: (row) => row.slip_no },
              { key: 'number', header: t('number'), cell: (row) => row.number },
              { key: 'stake', header: t('stake'), cell: (row) => formatKs(row.stake), align: 'right' },
              { key: 'payout', header: t('payout'), cell: (row) => formatKs(row.payout), align: 'right' },
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}
