import { ExposureTable } from '@/shared/ui/exposure-table';
import { QueryView } from '@/shared/ui/page';
import { useDrawExposure } from './api';
import type { LotteryGame } from './lottery';

/** What each number of a draw has staked and would pay, the worst case first. */
export function DrawExposure({ lottery, drawId }: { lottery: LotteryGame; drawId: number }) {
  const exposure = useDrawExposure(lottery, drawId);
  return <QueryView query={exposure}>{(current) => <ExposureTable exposure={current} />}</QueryView>;
}
