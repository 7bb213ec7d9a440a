import type { AccountLogRow, Bank, UserPayment } from '@/features/cashier/api';

/** Test data for the cashier tabs' tests. */
export { PLAYER, signIn } from '@/test/player';

export const BANKS: Bank[] = [
  {
    id: 1,
    bank_name: 'KBZPay',
    name: 'Daw Thandar Win',
    no: '09765432101',
    img: '/storage/banks/kbzpay.svg',
    payment_type: 'KBZPay',
  },
  {
    id: 2,
    bank_name: 'WavePay',
    name: 'U Kyaw Zin Htet',
    no: '09790112233',
    img: '/storage/banks/wavepay.svg',
    payment_type: 'WavePay',
  },
];

export const SAVED: UserPayment[] = [
  { id: 7, payment_type: { name: 'WavePay' }, account_name: 'Demo Player', account_no: '09451234567' },
];

export function logRow(id: number, status: string, overrides: Partial<AccountLogRow> = {}): AccountLogRow {
  return {
    id,
    datetime: '2025-03-01T07:30:00.000Z',
    account_name: `Holder ${id}`,
    account_number: `0900000000${id}`,
    amount: 1000 * id,
    // Tests also feed statuses the server never sends, to see them shown as Failed.
    status: status as AccountLogRow['status'],
    reason: null,
    ...overrides,
  };
}

/** The raw init of the last POST fetch made (FormData bodies are not parsed by stubApi). */
export function lastPost(): RequestInit | undefined {
  const calls = (fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls;
  return calls.filter(([, init]) => init?.method === 'POST').at(-1)?.[1];
}
