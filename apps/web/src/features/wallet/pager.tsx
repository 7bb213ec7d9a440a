import { useSearchParams } from 'react-router';
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
