import { useDeskTexts } from '@/features/agent-desk/messages';

/** Previous / page n of m / next, under a paged list; nothing when it all fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useDeskTexts();
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between text-sm">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className="text-brand disabled:opacity-40"
      >
        {t('previous')}
      </button>
      <span className="text-white/70">{t('page_of', { page, pages })}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className="text-brand disabled:opacity-40"
      >
        {t('next')}
      </button>
    </div>
  );
}
