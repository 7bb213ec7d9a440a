import { z } from 'zod';

/** Exposure of a 2D or 3D draw for the console: staked and what would be paid per number, and the worst case. */
export const exposureRow = z.object({ num: z.string(), staked: z.number(), payout: z.number() });
export const exposureReply = z.object({
  draw_id: z.number().int(),
  staked: z.number(),
  /** the largest payout any one result would cost, the number that would cost it, and staked minus it */
  worst_payout: z.number(),
  worst_number: z.string().nullable(),
  worst_net: z.number(),
  numbers: z.array(exposureRow),
});
export type ExposureReply = z.infer<typeof exposureReply>;
