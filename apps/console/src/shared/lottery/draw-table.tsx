import { formatKs } from '@zeya/ui-kit/format-ks';
import { Button } from '@/shared/ui/button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import type { LotteryDraw, LotteryGame } from './lottery';

/** A draw as a game lists it: with the slips it took, their stakes and what it paid. */
export interface ListedDraw extends LotteryDraw {
  slips: number;
  staked: number;
  paid: number;
}

/**
 * A game's draws: its own columns (when, state, result...), then what each took and paid, and the button that opens
 * one (pressed for the one open).
 */
export function DrawTable<Draw extends ListedDraw>({
  lottery,
  rows,
  chosen,
  columns,
  onOpen,
  openLabel,
}: {
  lottery: LotteryGame;
  rows: Draw[];
  chosen: Draw;
  columns: Column<Draw>[];
  onOpen: (draw: Draw) => void;
  /** The button's name where its text alone would not tell the rows apart (3D's draws by date). */
  openLabel?: (draw: Draw) => string;
}) {
  const { t } = lottery.useTexts();
  return (
    <DataTable<Draw>
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        ...columns,
        { key: 'slips', header: t('slips'), cell: (row) => row.slips, align: 'right' },
        { key: 'staked', header: t('staked'), cell: (row) => formatKs(row.staked), align: 'right' },
        { key: 'paid', header: t('paid'), cell: (row) => formatKs(row.paid), align: 'right' },
        {
          key: 'open',
          header: '',
          cell: (row) => (
            <Button
              look={row.id === chosen.id ? 'primary' : 'secondary'}
              aria-pressed={row.id === chosen.id}
              aria-label={openLabel?.(row)}
              onClick={() => onOpen(row)}
            >
              {t('open_draw')}
            </Button>
          ),
        },
      ]}
    />
  );
}
