import type { ThreedConsoleDraw } from '@zeya/contract/threed';
import { useSearchParams } from 'react-router';
import { useLotteryDraws } from '@/shared/lottery/api';
import { DrawTable } from '@/shared/lottery/draw-table';
import { QueryView } from '@/shared/ui/page';
import { DrawPanel } from './draw-panel';
import { THREED } from './lottery';
import { useThreedTexts } from './texts';

/** The 3D draws, and the chosen one (in the URL; else the first listed) in full. */
export function DrawsScreen() {
  const { t } = useThreedTexts();
  const [params, setParams] = useSearchParams();
  const draws = useLotteryDraws<ThreedConsoleDraw>(THREED);
  return (
    <QueryView query={draws}>
      {(rows) => {
        if (rows.length === 0) return <p className="text-sm text-stone-600">{t('no_draws')}</p>;
        const draw = rows.find((row) => row.id === Number(params.get('draw'))) ?? rows[0]!;
        return (
          <div className="grid gap-4">
            <DrawTable
              lottery={THREED}
              rows={rows}
              chosen={draw}
              columns={[
                { key: 'date', header: t('date'), cell: (row) => row.date },
                { key: 'status', header: t('status'), cell: (row) => t(`status_${row.status}`) },
                { key: 'result', header: t('result'), cell: (row) => row.result ?? '—' },
              ]}
              onOpen={(row) => setParams({ draw: String(row.id) })}
              openLabel={(row) => `${t('open_draw')} ${row.date}`}
            />
            <DrawPanel draw={draw} />
          </div>
        );
      }}
    </QueryView>
  );
}
