import { z } from 'zod';
import { confirmed, password, phoneNumber } from './auth';
import { reasonText } from './cashier';

/** POST /api/forgot-password: the phone of the account, written as at sign-in (09..., +959...). */
export const forgotPasswordRequest = z.object({ phone: phoneNumber });

/**
 * The same reply whether or not the phone has an account: how long a code works, and how long before another may be
 * asked for (the dialog's "Send again" waits that long).
 */
export const forgotPasswordReply = z.object({
  minutes: z.number().int(),
  resend_seconds: z.number().int(),
});

/** POST /api/reset-password: the six digits the text message carried, and the new password twice. */
export const resetPasswordRequest = z
  .object({
    phone: phoneNumber,
    code: z
      .string({ message: 'field_required' })
      .trim()
      .min(1, 'field_required')
      .regex(/^\d{6}$/, 'reset_code_wrong'),
    password,
    password_confirmation: z.string({ message: 'field_required' }).max(128, 'text_too_long'),
  })
  .superRefine(confirmed);

/** Staff: where the code went, masked (the code itself never reaches staff). */
export const resetCodeSentReply = z.object({ sent_to: z.string() });

/** Staff: POST /api/console/players/:id/phone, a request a second console user approves. */
export const phoneChangeRequest = z.object({ phone: phoneNumber, reason: reasonText });

export const phoneChangeOpened = z.object({ request_id: z.number().int() });
