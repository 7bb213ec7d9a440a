import { z } from 'zod';
import { toPya } from '../../platform/money/money';
import { providerAccount } from './accounts';
import type { ShanSettings } from './signing';

const REPORT_TIMEOUT_MS = 10_000;

/** One settled round of a player as the provider's own ledger holds it, in pya. */
export interface ProviderRound {
  wagerCode: string;
  /** Signed: what the round moved on the provider's copy of the wallet. */
  amount: number;
  /** What the player bet on the hand (its `bet_amount`; 0 when the row has none): the callback never says it. */
  stake: number;
  balanceAfter: number;
  at: string;
}

const memberTransactions = z.object({
  data: z.object({
    transactions: z.array(
      z.looseObject({
        wager_code: z.string(),
        transaction_amount: z.coerce.number(),
        bet_amount: z.coerce.number().nonnegative().optional(),
        after_balance: z.coerce.number(),
        created_at: z.string(),
      }),
    ),
  }),
});

const balances = z.object({
  data: z.array(
    z.looseObject({ member_account: z.string(), balance: z.coerce.number(), code: z.coerce.number() }),
  ),
});

/**
 * What the provider's copies of our players' wallets hold now (POST /api/shan/getbalance, the game server's own read,
 * unsigned), in pya by our member account; a member the provider does not know is left out.
 */
export async function providerBalancesOf(
  settings: ShanSettings,
  productCode: number,
  memberAccounts: string[],
): Promise<Map<string, number>> {
  const names = new Map(memberAccounts.map((member) => [providerAccount(settings, member), member]));
  const response = await fetch(`${settings.apiUrl.replace(/\/+$/, '')}/api/shan/getbalance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      batch_requests: [...names.keys()].map((name) => ({ member_account: name, product_code: productCode })),
      currency: 'MMK',
    }),
    signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Shan getbalance answered ${response.status}`);
  const { data } = balances.parse(await response.json());
  return new Map(
    data
      .filter((row) => row.code === 0 && names.has(row.member_account))
      .map((row) => [names.get(row.member_account)!, toPya(row.balance)]),
  );
}

/**
 * The provider's record of a player's settled rounds (POST /api/member-transactions, which takes no signature),
 * newest first, at most `limit` (1-100): also the rounds whose callback went to another operator or was never sent.
 * The source a reconciliation compares with the rounds we applied (shan_rounds); dates are `Y-m-d`, both or neither.
 */
export async function providerRoundsOf(
  settings: ShanSettings,
  memberAccount: string,
  range: { from?: string; to?: string; limit?: number; timeoutMs?: number } = {},
): Promise<ProviderRound[]> {
  const response = await fetch(`${settings.apiUrl.replace(/\/+$/, '')}/api/member-transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      agent_code: settings.agentCode,
      member_account: providerAccount(settings, memberAccount),
      ...(range.from && range.to ? { date_from: range.from, date_to: range.to } : {}),
      limit: range.limit ?? 100,
    }),
    signal: AbortSignal.timeout(range.timeoutMs ?? REPORT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Shan member-transactions answered ${response.status}`);
  const { data } = memberTransactions.parse(await response.json());
  return data.transactions.map((row) => ({
    wagerCode: row.wager_code,
    amount: toPya(row.transaction_amount),
    stake: toPya(row.bet_amount ?? 0),
    balanceAfter: toPya(row.after_balance),
    at: row.created_at,
  }));
}
