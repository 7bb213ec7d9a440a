import { LotteryPage } from '@/shared/lottery/lottery-page';
import { DrawsScreen } from './draws-screen';
import { Holidays } from './holidays';
import { InformationalNumbers } from './informational';
import { TWOD } from './lottery';

/** The 2D lottery: the day's draws (heat map, result, settlement, winners), settings, holidays, informational numbers. */
export function TwodPage() {
  return (
    <LotteryPage
      lottery={TWOD}
      draws={<DrawsScreen />}
      tabs={[
        { to: 'holidays', label: 'tab_holidays', screen: <Holidays /> },
        { to: 'informational', label: 'tab_informational', screen: <InformationalNumbers /> },
      ]}
    />
  );
}
