import { Button } from './button';
import { useUiTexts } from './messages';

/** The API's Laravel-shaped pages. */
export interface Paged<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function Pager({
  page,
  onPage,
}: {
  page: Omit<Paged<unknown>, 'data'>;
  onPage: (page: number) => void;
}) {
  const { t } = useUiTexts();
  return (
    <div className="flex items-center justify-between gap-2 text-sm text-stone-600">
      <span>
        {t('page_of', { page: page.current_page, pages: Math.max(1, page.last_page), total: page.total })}
      </span>
      <span className="flex gap-2">
        <Button
          look="secondary"
          disabled={page.current_page <= 1}
          onClick={() => onPage(page.current_page - 1)}
        >
          {t('previous')}
        </Button>
        <Button
          look="secondary"
          disabled={page.current_page >= page.last_page}
          onClick={() => onPage(page.current_page + 1)}
        >
          {t('next')}
        </Button>
      </span>
    </div>
  );
}
