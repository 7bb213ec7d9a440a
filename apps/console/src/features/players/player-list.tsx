import { PLAYER_BREAK_FILTERS } from '@zeya/contract/constants';
import { PageHeader } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/field';
import { SearchForm } from '@/shared/ui/searched-list';
import { usePlayerColumns } from '@/shared/players/player-columns';
import { usePlayerColumnTexts } from '@/shared/players/texts';
import { usePlayerList } from './api';
import { usePlayerTexts } from './texts';

const BREAK_LABELS = { any: 'any', timeout: 'timeouts', self_exclusion: 'self_exclusions' } as const;

/** Keeps the list to the players on a break (any, a time-out, a self-exclusion), which the server filters. */
function BreakFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = usePlayerColumnTexts();
  return (
    <SelectField
      label={t('on_break')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: t('all_players') },
        ...PLAYER_BREAK_FILTERS.map((filter) => ({ value: filter, label: t(BREAK_LABELS[filter]) })),
      ]}
    />
  );
}

/** Players found by user name, phone or name, newest first, maybe only those on a break; all in the address. */
export function PlayerList() {
  const { t } = usePlayerTexts();
  const columns = usePlayerColumns();
  const list = usePlayerList();
  return (
    <>
      <PageHeader title={t('title')}>
        <div className="flex flex-wrap items-end gap-3">
          <SearchForm
            label={t('search_label')}
            button={t('search')}
            initial={list.q}
            onSearch={list.search}
          />
          <BreakFilter
            value={list.filters.on_break ?? ''}
            onChange={(value) => list.filter('on_break', value)}
          />
        </div>
      </PageHeader>
      {list.table(columns)}
    </>
  );
}
