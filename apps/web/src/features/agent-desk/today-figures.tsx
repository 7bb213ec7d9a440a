import { myanmarToday } from '@/shared/myanmar-time';
import { Card } from '@/features/agent-desk/desk-ui';
import { FigureTiles } from '@/features/agent-desk/figures';
import { useReport } from '@/features/agent-desk/figures-api';
import { useDeskTexts } from '@/features/agent-desk/messages';

/** Today's figures (Myanmar's day) of the agent's players, on the desk's first screen. */
export function TodayFigures() {
  const { t } = useDeskTexts();
  const today = myanmarToday();
  const report = useReport(today, today);
  // A server without reports yet shows the rest of the desk without this card.
  if (!report.data) return null;
  return (
    <Card>
      <h2 className="mb-2 font-bold text-amber-200">{t('today_figures')}</h2>
      <FigureTiles figures={report.data.total} />
    </Card>
  );
}
