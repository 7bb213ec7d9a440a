/** A row of the provider's ledger: one per listed entry of a round (section 4). */
export interface LedgerRow {
  member_account: string;
  transaction_amount: number;
  status: string;
  bet_amount: number;
  valid_amount: number;
  before_balance: number;
  after_balance: number;
  banker: 0 | 1;
  wager_code: string;
  settled_status: 'settled_win' | 'settled_loss';
  created_at: string;
}

type Body = Record<string, unknown>;

/** What the reports read of the provider (shan-simulator.ts), named here so that neither file imports the other back. */
export interface ReportedProvider {
  readonly ledger: LedgerRow[];
  balanceOf(member: string): number | undefined;
}

/** POST /api/shan/getbalance: the game server's read of the mirror wallets (codes 0, 1000, 2001), no signature. */
function getBalance(provider: ReportedProvider, body: Body) {
  const requests = Array.isArray(body.batch_requests) ? (body.batch_requests as Body[]) : [];
  const data = requests.map((item) => {
    const member = String(item.member_account ?? '');
    const balance = provider.balanceOf(member);
    const base = { member_account: member, product_code: item.product_code };
    if (body.currency !== 'MMK') return { ...base, balance: 0, code: 2001, message: 'Invalid Currency' };
    if (balance === undefined) return { ...base, balance: 0, code: 1000, message: 'Member does not exist' };
    return { ...base, balance, code: 0, message: 'Success' };
  });
  return { data };
}

/** POST /api/member-transactions: one member's settled rows, newest first, at most `limit` (1-100, default 50). */
function memberTransactions(provider: ReportedProvider, body: Body) {
  const member = String(body.member_account ?? '');
  const limit = Math.min(100, Math.max(1, Number(body.limit ?? 50) || 50));
  const transactions = provider.ledger
    .filter((row) => row.member_account === member)
    .reverse()
    .slice(0, limit);
  return {
    status: 'Request was successful.',
    message: 'Member transactions retrieved',
    data: { agent_code: body.agent_code, member_account: member, transactions },
  };
}

/** The provider's read-only calls an operator may make, by path. */
export const REPORTS: Record<string, (provider: ReportedProvider, body: Body) => unknown> = {
  '/api/shan/getbalance': getBalance,
  '/api/member-transactions': memberTransactions,
};
