import { z } from 'zod';

const code = (max: number) =>
  z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(max, 'field_invalid');

export const launchRequest = z.object({ game_code: code(100), product_code: code(40), game_type: code(40) });

/** The aggregator's reply shape, which the spec's client reads at the top level: code 200 with url or content. */
export const launchReply = z.object({
  code: z.number().int(),
  message: z.string(),
  url: z.string().optional(),
  content: z.string().optional(),
});
