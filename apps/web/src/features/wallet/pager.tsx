import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Loading, NoData } from '@/shared/ui/loading';
import { neighbours, type Page } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';

/** The page asked for in the address (?page=n), 1 when missing or not a page number. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return [page, goTo];
}

/** Previous / Next under a paged list, following the paginator's links; hidden when everything fits one page. */
export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useWalletTexts();
  const { previous, next } = neighbours(page);
  if (previous === null && next === null) return null;
  const button =
    'rounded-full border border-brand/60 px-4 py-2 text-sm font-semibold text-brand disabled:border-white/15 disabled:text-white/30';
  return (
    <nav aria-label={t('paging')} className="mt-4 flex items-center justify-between gap-2">
      <button
        type="button"
        disabled={previous === null}
        onClick={() => previous !== null && onPage(previous)}
        className={button}
      >
        {t('previous')}
      </button>
      <span className="text-sm text-white/60 tabular-nums">
        {t('page_of', { current: page.current_page, last: page.last_page })}
      </span>
      <button
        type="button"
        disabled={next === null}
        onClick={() => next !== null && onPage(next)}
        className={button}
      >
        {t('next')}
      </button>
    </nav>
  );
}

/**
 * One page of a log: while it loads, on a failure and when it is empty a note says so; else `children` shows the rows
 * (`busy` while the next page loads over them) with the Pager under them.
 */
export function PagedLog<T>({
  log,
  onPage,
  children,
}: {
  log: UseQueryResult<Page<T>>;
  onPage: (page: number) => void;
  children: (page: Page<T>, busy: true | undefined) => ReactNode;
}) {
  const { t } = useWalletTexts();
  if (log.isPending) return <Loading />;
  if (log.isError) return <NoData text={t('common:something_went_wrong')} />;
  if (log.data.data.length === 0) return <NoData />;
  return (
    <>
      {children(log.data, log.isPlaceholderData || undefined)}
      <Pager page={log.data} onPage={onPage} />
    </>
  );
}

/** A log's page as a list of cards (`card` draws one row's content), with the states and the Pager of PagedLog. */
export function PagedCards<T extends { id: number }>({
  log,
  onPage,
  testId,
  card,
}: {
  log: UseQueryResult<Page<T>>;
  onPage: (page: number) => void;
  testId: string;
  card: (row: T) => ReactNode;
}) {
  return (
    <PagedLog log={log} onPage={onPage}>
      {(page, busy) => (
        <ul aria-busy={busy} className="space-y-2">
          {page.data.map((row) => (
            <li
              key={row.id}
              data-testid={testId}
              className="flex items-center justify-between gap-3 rounded-xl border border-amber-400/15 bg-[#2a1c05] p-3"
            >
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </PagedLog>
  );
}
