import type { ExposureReply } from '@zeya/contract/exposure';

/**
 * A lottery draw's exposure for the console (2D and 3D alike), from what each number has staked and would pay if
 * drawn: the total staked, the number whose win would cost the house most, and staked minus that payout (negative:
 * the house would lose that much). Kyat throughout.
 */
export function exposureOf(
  drawId: number,
  numbers: { num: string; staked: number; payout: number }[],
): ExposureReply {
  const staked = numbers.reduce((sum, row) => sum + row.staked, 0);
  const worst = numbers.reduce<(typeof numbers)[number] | null>(
    (top, row) => (top === null || row.payout > top.payout ? row : top),
    null,
  );
  const worstPayout = worst?.payout ?? 0;
  return {
    draw_id: drawId,
    staked,
    worst_payout: worstPayout,
    worst_number: worst?.num ?? null,
    worst_net: staked - worstPayout,
    numbers: numbers.filter((row) => row.staked > 0 || row.payout > 0),
  };
}
