import { z } from 'zod';
import { ERROR_STATUS, SUCCESS_STATUS } from './constants';

/** `{ status, message, data }`: the success envelope of every API reply. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(SUCCESS_STATUS), message: z.string(), data });
}

/**
 * The X-Request-Id of the request a failure answers, for a support report to find its log lines. Optional and
 * beyond the spec's shapes, whose clients read only the fields they know.
 */
const requestId = z.string().optional();

export const failure = z.object({
  status: z.literal(ERROR_STATUS),
  message: z.string(),
  data: z.null(),
  request_id: requestId,
  /**
   * The step that answers the refusal: a staff refusal for want of authority (console only), or `login_challenge`, a
   * sign-in of an account under attack from a device it does not know (solve GET /api/login-challenge, send `altcha`),
   * or `desk_permission`: an agent's staff member whose permission group does not allow this (their agent may).
   */
  needs: z
    .enum(['second_factor', 'enrolment', 'step_up', 'second_person', 'login_challenge', 'desk_permission'])
    .optional(),
});

export const validationFailure = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  request_id: requestId,
});

export const unauthenticated = z.object({ message: z.string(), request_id: requestId });

/** Laravel's paginator shape, which the spec's client follows through `links`. */
export function paged<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * A positive whole number as a path or query string: decimal digits only (not 1e1, 0x10 or " 1"), at most `max`.
 * One message per field, however it is wrong.
 */
function wholeNumberText(max: number) {
  return z
    .string({ message: 'field_invalid' })
    .regex(/^[1-9]\d{0,15}$/, 'field_invalid')
    .transform(Number)
    .refine((value) => value <= max, 'field_invalid');
}

export const pageQuery = z.object({
  page: wholeNumberText(1_000_000)
    .optional()
    .transform((page) => page ?? 1),
});

/** A bigserial record id in a path. */
export const recordId = wholeNumberText(Number.MAX_SAFE_INTEGER);

/** A serial (32-bit) record id in a path: catalogue and content rows. */
export const serialId = wholeNumberText(2_147_483_647);

export type Page<T> = Omit<z.infer<ReturnType<typeof paged<z.ZodType<T>>>>, 'data'> & { data: T[] };
