import type { ReportName, ReportRow } from '@zeya/contract/reports';
import { toast } from 'react-toastify';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { myanmarToday } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { PeriodFilter } from '@/shared/ui/period-filter';
import { exportReport, useReport } from './api';
import { useReportTexts } from './texts';

type Row = Record<string, string | number | null>;
// Value imports of the contract would bring zod into the bundle: the names are repeated here, checked by the type.
const REPORTS: readonly ReportName[] = [
  'daily',
  'providers',
  'games',
  'players',
  'bonus_daily',
  'promotions',
  'agents',
];
type ColumnKey = { [R in ReportName]: keyof ReportRow<R> }[ReportName];

const MONEY = new Set([
  'deposits',
  'withdrawals',
  'turnover',
  'wins',
  'free_round_wins',
  'ggr',
  'bonus_cost',
  'cashback',
  'commission',
  'net_revenue',
  'granted',
  'forfeited',
]);
/** The columns of each report, as the server's CSV names them. */
const COLUMNS: { [R in ReportName]: (keyof ReportRow<R>)[] } = {
  daily: ['date', 'deposits', 'withdrawals', 'turnover', 'wins', 'free_round_wins', 'ggr'],
  providers: ['provider', 'rounds', 'turnover', 'wins', 'free_round_wins', 'ggr'],
  games: ['provider', 'product_code', 'game_code', 'rounds', 'turnover', 'wins', 'free_round_wins', 'ggr'],
  players: ['user_name', 'deposits', 'withdrawals', 'turnover', 'wins', 'free_round_wins', 'ggr'],
  bonus_daily: ['date', 'ggr', 'bonus_cost', 'cashback', 'commission', 'net_revenue'],
  promotions: [
    'promotion_id',
    'promotion_title',
    'kind',
    'claims',
    'granted',
    'bonus_cost',
    'forfeited',
    'cashback',
  ],
  agents: ['user_name', 'ggr', 'bonus_cost', 'cashback', 'commission', 'net_revenue'],
};

const isReport = (name: string | null): name is ReportName => REPORTS.includes(name as ReportName);

/** Turnover, wins and GGR with deposit and withdrawal totals, by day, provider, game or player, over a period. */
export function ReportsPage() {
  const { t } = useReportTexts();
  const [params, setParams] = useSearchParams();
  const today = myanmarToday();
  const name = isReport(params.get('report')) ? (params.get('report') as ReportName) : 'daily';
  const period = { from: params.get('from') ?? `${today.slice(0, 8)}01`, to: params.get('to') ?? today };
  const page = Number(params.get('page')) || 1;
  const report = useReport(name, period, page);
  const show = (changes: Record<string, string>) =>
    setParams({ report: name, ...period, page: '1', ...changes });
  const keys: ColumnKey[] = COLUMNS[name];
  const columns: Column<Row>[] = keys.map((key) => ({
    key,
    header: t(key),
    align: MONEY.has(key) || key === 'rounds' || key === 'claims' ? 'right' : 'left',
    cell: (row) => (MONEY.has(key) ? formatKs(Number(row[key])) : (row[key] ?? '—')),
  }));
  const exportCsv = () =>
    exportReport(name, period).catch((error: unknown) =>
      toast.error(error instanceof ApiError && error.message ? error.message : t('export_failed')),
    );
  return (
    <>
      <PageHeader title={t('title')}>
        <PeriodFilter
          value={period}
          onChange={(next) => show({ ...next })}
          errors={report.error instanceof ApiError ? report.error.errors : {}}
        />
        <Button look="secondary" onClick={() => void exportCsv()}>
          {t('export_csv')}
        </Button>
      </PageHeader>
      <nav className="mb-4 flex flex-wrap gap-1" aria-label={t('title')}>
        {REPORTS.map((report) => (
          <Button
            key={report}
            look={report === name ? 'primary' : 'secondary'}
            aria-pressed={report === name}
            onClick={() => show({ report })}
          >
            {t(report)}
          </Button>
        ))}
      </nav>
      <QueryView query={report}>
        {(data) => (
          <div className="grid gap-3">
            <DataTable<Row>
              rows={data.data as Row[]}
              rowKey={(row) => keys.map((key) => row[key]).join('|')}
              columns={columns}
            />
            <Pager page={data} onPage={(next) => show({ page: String(next) })} />
          </div>
        )}
      </QueryView>
    </>
  );
}
