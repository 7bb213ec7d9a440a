import { LotteryPage } from '@/shared/lottery/lottery-page';
import { CalendarScreen } from './calendar';
import { DrawsScreen } from './draws-screen';
import { THREED } from './lottery';

/** The 3D lottery: draws (result, confirmation, void, exposure), settings and the calendar. */
export function ThreedPage() {
  return (
    <LotteryPage
      lottery={THREED}
      draws={<DrawsScreen />}
      tabs={[{ to: 'calendar', label: 'tab_calendar', screen: <CalendarScreen /> }]}
    />
  );
}
