import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { useSearchParams } from 'react-router';
import { myanmarToday } from '@/shared/format';
import { useLotteryDraws } from '@/shared/lottery/api';
import { DrawTable } from '@/shared/lottery/draw-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { DrawPanel } from './draw-panel';
import { useDrawStateText } from './draw-state';
import { drawTime } from './draw-time';
import { TWOD } from './lottery';
import { useTwodTexts } from './texts';

/** A day's draws (today in Myanmar by default) and the chosen one in full; both live in the URL. */
export function DrawsScreen() {
  const { t } = useTwodTexts();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? myanmarToday();
  const chosen = Number(params.get('draw'));
  const draws = useLotteryDraws<ConsoleDraw>(TWOD, { date });
  const stateText = useDrawStateText();
  return (
    <div className="grid gap-4">
      <div className="max-w-48">
        <Field
          label={t('date')}
          type="date"
          value={date}
          onChange={(event) => event.target.value && setParams({ date: event.target.value })}
        />
      </div>
      <QueryView query={draws}>
        {(rows) => {
          if (rows.length === 0) return <p className="text-sm text-stone-600">{t('no_draws')}</p>;
          const draw = rows.find((row) => row.id === chosen) ?? rows[0]!;
          return (
            <>
              <DrawTable
                lottery={TWOD}
                rows={rows}
                chosen={draw}
                columns={[
                  { key: 'time', header: t('time'), cell: (row) => drawTime(row.time_id) },
                  { key: 'status', header: t('status'), cell: (row) => stateText(row) },
                  { key: 'result', header: t('result'), cell: (row) => row.result ?? '—' },
                  {
                    key: 'source',
                    header: t('source'),
                    cell: (row) =>
                      row.result_source ? t(`source_${row.result_source as 'feed' | 'operator'}`) : '—',
                  },
                ]}
                onOpen={(row) => setParams({ date, draw: String(row.id) })}
              />
              <DrawPanel key={draw.id} draw={draw} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
