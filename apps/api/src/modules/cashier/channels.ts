import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentChannels, userPayments } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';

export function listChannels(db: Executor) {
  return db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.enabled, true))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

/** An enabled channel by id, or a 422 on the field that named it. */
export async function enabledChannel(db: Executor, id: number, field: string) {
  const [channel] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, id), eq(paymentChannels.enabled, true)));
  if (!channel) throw fieldError(field, 'field_invalid');
  return channel;
}

export function listUserPayments(db: Executor, userId: number) {
  return db
    .select({
      id: userPayments.id,
      accountName: userPayments.accountName,
      accountNo: userPayments.accountNo,
      paymentType: paymentChannels.paymentType,
    })
    .from(userPayments)
    .innerJoin(paymentChannels, eq(paymentChannels.id, userPayments.channelId))
    .where(eq(userPayments.userId, userId))
    .orderBy(desc(userPayments.id));
}
