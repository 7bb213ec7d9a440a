import type { depositRequests, withdrawRequests } from '../../db/schema';
import { toKyat } from '../../platform/money/money';

type Deposit = typeof depositRequests.$inferSelect;
type Withdrawal = typeof withdrawRequests.$inferSelect;

const ACCOUNT_LOG_STATUS = { pending: 'Pending', approved: 'Success', rejected: 'Failed' } as const;
const REQUEST_LOG_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** A row of the account logs (/depositlogfinicial, /withdrawlogfinicial). */
export function accountLogRow(row: Deposit | Withdrawal, account: { name: string; number: string }) {
  return {
    id: row.id,
    datetime: row.createdAt.toISOString(),
    account_name: account.name,
    account_number: account.number,
    amount: toKyat(row.amount),
    status: ACCOUNT_LOG_STATUS[row.status],
    reason: rejectionReason(row),
  };
}

/** A row of the wallet history (/transaction/*-requestlog). */
export function requestLogRow(row: Deposit | Withdrawal) {
  return {
    id: row.id,
    status: REQUEST_LOG_STATUS[row.status],
    created_at: row.createdAt.toISOString(),
    amount: toKyat(row.amount),
    refrence_no: 'refrenceNo' in row ? row.refrenceNo : null,
    // A deposit names the channel it was paid to (an /agent-payment-type id), a withdrawal the player's account.
    user_payment_id: 'userPaymentId' in row ? row.userPaymentId : row.channelId,
    reason: rejectionReason(row),
  };
}

/** The player sees why a request was rejected; an operator's note on an approval stays in the console. */
function rejectionReason(row: Deposit | Withdrawal): string | null {
  return row.status === 'rejected' ? row.reason : null;
}

/** 09123456789 -> 09*****789: enough for a player to recognise themselves, not enough to find anyone. */
export function maskPlayerId(text: string): string {
  if (text.length <= 5) return `${text.slice(0, 1)}${'*'.repeat(Math.max(0, text.length - 1))}`;
  return `${text.slice(0, 2)}${'*'.repeat(text.length - 5)}${text.slice(-3)}`;
}
