import type { ExposureReply } from '@zeya/contract/exposure';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { DataTable } from './data-table';
import { useUiTexts } from './messages';

/**
 * A lottery draw's exposure (2D and 3D): the worst case first, then each number with stakes or a payout, the most
 * costly first, so the operator sees where a limit should tighten.
 */
export function ExposureTable({ exposure }: { exposure: ExposureReply }) {
  const { t } = useUiTexts();
  const rows = [...exposure.numbers].sort((a, b) => b.payout - a.payout || a.num.localeCompare(b.num));
  return (
    <section className="grid gap-2" aria-label={t('exposure')}>
      <h3 className="font-semibold text-stone-800">{t('exposure')}</h3>
      {exposure.worst_number && (
        <p data-testid="exposure-worst" className="text-sm text-stone-700">
          {t('exposure_worst', {
            num: exposure.worst_number,
            payout: formatKs(exposure.worst_payout),
            staked: formatKs(exposure.staked),
            net: formatKs(exposure.worst_net),
          })}
        </p>
      )}
      <DataTable
        rows={rows}
        rowKey={(row) => row.num}
        columns={[
          { key: 'num', header: t('exposure_number'), cell: (row) => row.num },
          {
            key: 'staked',
            header: t('exposure_staked'),
            cell: (row) => formatKs(row.staked),
            align: 'right',
          },
          {
            key: 'payout',
            header: t('exposure_payout'),
            cell: (row) => formatKs(row.payout),
            align: 'right',
          },
        ]}
      />
    </section>
  );
}
