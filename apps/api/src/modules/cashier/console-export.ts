import { myanmarDateTime } from '@zeya/contract/myanmar-time';
import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import { toCsv } from '../../platform/http/csv';
import type { QueueFilter } from './console-queue';

/** An instant as operators read it: Myanmar time, to the second. */
function myanmarTime(iso: string | null) {
  return iso ? myanmarDateTime(new Date(iso), true) : null;
}

const COLUMNS: { header: string; value: (row: ConsoleMoneyRequest) => string | number | null }[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at (Myanmar time)', value: (row) => myanmarTime(row.created_at) },
  { header: 'user_name', value: (row) => row.player.user_name },
  { header: 'name', value: (row) => row.player.name },
  { header: 'phone', value: (row) => row.player.phone },
  { header: 'amount (Ks)', value: (row) => row.amount },
  { header: 'status', value: (row) => row.status },
  { header: 'channel', value: (row) => row.channel },
  { header: 'account_name', value: (row) => row.account_name },
  { header: 'account_number', value: (row) => row.account_number },
  { header: 'refrence_no', value: (row) => row.refrence_no },
  { header: 'first_approved_by', value: (row) => row.first_approved_by },
  { header: 'decided_by', value: (row) => row.decided_by },
  { header: 'decided_at (Myanmar time)', value: (row) => myanmarTime(row.decided_at) },
  { header: 'reason', value: (row) => row.reason },
];

export const queueCsv = (rows: ConsoleMoneyRequest[]) => toCsv(COLUMNS, rows);

/** deposits-2026-11-21-pending.csv: what the file holds, in its name. */
export function queueFileName(kind: 'deposits' | 'withdrawals', filter: QueueFilter) {
  return `${[kind, filter.date ?? 'all-days', filter.status ?? 'all'].join('-')}.csv`;
}
