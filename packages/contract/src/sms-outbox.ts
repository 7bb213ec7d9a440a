import { z } from 'zod';

/**
 * GET /api/console/sms-outbox: development's stand-in for phones, newest first. `enabled` is false (and the list
 * empty) where messages go to a real gateway or nowhere: production never has an outbox.
 */
export const smsOutboxReply = z.object({
  enabled: z.boolean(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      /** reset_code, staff_link or phone_changed. */
      purpose: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type SmsOutboxReply = z.infer<typeof smsOutboxReply>;
