import { z } from 'zod';

/** Console API of the audit chain: the log, filtered, and the check of the books (ledger and chain). */
const optionalText = (max: number) => z.string().trim().max(max, 'text_too_long').optional();
const day = z.iso.date({ message: 'field_invalid' }).optional();

export const auditQuery = z.object({
  actor: optionalText(100),
  action: optionalText(100),
  target_type: optionalText(100),
  target_id: optionalText(100),
  /** Myanmar business days, inclusive */
  from: day,
  to: day,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const verifyResult = z.object({
  clean: z.boolean(),
  violations: z.array(z.string()),
  counts: z.object({
    accounts: z.number().int(),
    transfers: z.number().int(),
    audit_records: z.number().int(),
  }),
});
export type VerifyResult = z.infer<typeof verifyResult>;
