import type { ReviewRow } from '@zeya/contract/provider-reviews';
import { Link } from 'react-router';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import type { Column } from '@/shared/ui/data-table';
import { PagedList } from '@/shared/ui/paged-list';
import { dismissReview, resolveReview, REVIEWS_KEY, reviewList } from './api';
import { useReviewTexts } from './texts';

type Figures = ReviewRow['ours'];
const figures = (value: Figures) => (value ? `${formatKs(value.stake)} / ${formatKs(value.win)}` : '—');
const net = (value: Figures) => (value ? value.win - value.stake : 0);

/** What resolving would move: the provider's net of the round minus ours (as found; the server uses the round now). */
function difference(row: ReviewRow) {
  if (row.amount !== null) return formatKs(row.amount);
  const kyat = net(row.theirs) - net(row.ours);
  return `${kyat > 0 ? '+' : kyat < 0 ? '−' : ''}${formatKs(Math.abs(kyat))}`;
}

function Actions({ row }: { row: ReviewRow }) {
  const { t } = useReviewTexts();
  const { run } = useConsoleAction(REVIEWS_KEY);
  if (row.status !== 'open') return null;
  return (
    <span className="flex flex-wrap gap-2">
      {row.amount === null && isAdmin() && (
        <ConfirmButton
          label={t('resolve')}
          question={t('resolve_question', { round: row.round_code, player: row.user_name })}
          onConfirm={() => resolveReview(run, row.id)}
        />
      )}
      <ConfirmButton
        look="secondary"
        label={t('dismiss')}
        question={t('dismiss_question')}
        onConfirm={() => dismissReview(run, row.id)}
      />
    </span>
  );
}

function useColumns(open: boolean): Column<ReviewRow>[] {
  const { t } = useReviewTexts();
  return [
    { key: 'time', header: t('detected'), cell: (row) => formatTime(row.detected_at) },
    {
      key: 'kind',
      header: t('kind'),
      cell: (row) => `${row.provider} · ${t(row.kind, { defaultValue: row.kind })}`,
    },
    {
      key: 'player',
      header: t('player'),
      cell: (row) => (row.user_id ? <Link to={`/players/${row.user_id}`}>{row.user_name}</Link> : t('none')),
    },
    { key: 'round', header: t('round'), cell: (row) => <code className="text-xs">{row.round_code}</code> },
    { key: 'ours', header: t('ours'), align: 'right', cell: (row) => figures(row.ours) },
    { key: 'theirs', header: t('theirs'), align: 'right', cell: (row) => figures(row.theirs) },
    { key: 'difference', header: t('difference'), align: 'right', cell: difference },
    open
      ? { key: 'actions', header: '', cell: (row) => <Actions row={row} /> }
      : {
          key: 'closed',
          header: t('closed_by'),
          cell: (row) => (
            <span className="grid">
              <span>
                {t(row.status)} · {row.closed_by} · {row.closed_at ? formatTime(row.closed_at) : ''}
              </span>
              {row.resolution && <code className="text-xs">{row.resolution}</code>}
            </span>
          ),
        },
  ];
}

/** Open items, oldest first, each with both figures and what resolving it would move; or the closed ones. */
export function ReviewList({ status }: { status: 'open' | 'closed' }) {
  return <PagedList<ReviewRow> {...reviewList(status)} columns={useColumns(status === 'open')} />;
}
