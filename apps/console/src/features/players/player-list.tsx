import { PageHeader } from '@/shared/ui/page';
import { SearchForm } from '@/shared/ui/searched-list';
import { usePlayerColumns } from '@/shared/players/player-columns';
import { usePlayerList } from './api';
import { usePlayerTexts } from './texts';

/** Players found by user name, phone or name, newest first; the search is in the address. */
export function PlayerList() {
  const { t } = usePlayerTexts();
  const columns = usePlayerColumns();
  const list = usePlayerList();
  return (
    <>
      <PageHeader title={t('title')}>
        <SearchForm label={t('search_label')} button={t('search')} initial={list.q} onSearch={list.search} />
      </PageHeader>
      {list.table(columns)}
    </>
  );
}
