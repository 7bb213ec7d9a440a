import { z } from 'zod';
import { ERROR_STATUS, SUCCESS_STATUS } from './constants';

/** `{ status, message, data }`: the success envelope of every API reply. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(SUCCESS_STATUS), message: z.string(), data });
}

export const failure = z.object({
  status: z.literal(ERROR_STATUS),
  message: z.string(),
  data: z.null(),
});

export const validationFailure = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

export const unauthenticated = z.object({ message: z.string() });

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

export const pageQuery = z.object({
  page: z.coerce
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(1, 'field_invalid')
    .max(1_000_000, 'field_invalid')
    .default(1),
});

/** A record id in a path. */
export const recordId = z.coerce
  .number({ message: 'field_invalid' })
  .int('field_invalid')
  .positive('field_invalid')
  .max(Number.MAX_SAFE_INTEGER, 'field_invalid');
