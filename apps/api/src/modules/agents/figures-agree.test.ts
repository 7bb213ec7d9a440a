import { kindsOf } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { agentNetworkSuite, type AgentWithCashier } from '../../test/agent-network';
import { consoleTokens } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { consoleLogin } from '../../test/staff';

/** Tuesday 24 November 2026 in Yangon: bets at 10:00, the 12:01 draw's result after it. */
const DAY = '2026-11-24';
const BETTING = new Date(`${DAY}T10:00:00+06:30`);
const AFTER_DRAW = new Date(`${DAY}T12:05:00+06:30`);
const TWOD_ODDS = 80;

type Figures = { turnover: number; win_lose: number };

/**
 * The three screens that show an agent's players' money (the console's reports, the agent desk's report and the
 * owner's network table) read one core (platform/money/figures), so for the same players and period they agree with
 * each other and with the ledger's own sums.
 */
describe.each(testDatabaseKinds())("an agent's players' figures agree on every screen on %s", (kind) => {
  const net = agentNetworkSuite(kind);
  const { newAgent, fillFloat, depositId } = net;
  const period = `from=${DAY}&to=${DAY}`;

  /** Sign the console in again at the moved clock, as the desk's people would. */
  const signInAt = async (at: Date) => {
    net.server.clock.set(at);
    net.tokens = await consoleTokens(net.server);
    net.supervisor = await consoleLogin(net.server, 'supervisor');
  };
  const approveDeposit = async (id: number) => {
    const reply = await net.server.post(
      `/api/console/deposits/${id}/approve`,
      {},
      { token: net.tokens.operator },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const funded = async (agent: AgentWithCashier, kyat: number) => {
    const player = await agent.player();
    await approveDeposit(await depositId(player, agent.channelId, kyat));
    return player;
  };
  const twodBet = async (token: string, amounts: { num: string; amount: number }[]) => {
    const totalAmount = amounts.reduce((sum, entry) => sum + entry.amount, 0);
    const reply = await net.server.post('/api/twod-bet', { time: 2, totalAmount, amounts }, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const digitBets = async (token: string, rounds: number) => {
    for (let n = 0; n < rounds; n += 1) {
      const bet = await net.server.post(
        '/api/digitbet',
        { bet_type: 'big', digit: null, bet_amount: 10, multiplier: 1 },
        { token },
      );
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    }
  };
  const settleMorningDraw = async (result: string) => {
    const draws = await net.server.get(`/api/console/twod/draws?date=${DAY}`, { token: net.tokens.operator });
    const draw = draws.body.data.find((row: { time_id: number }) => row.time_id === 2);
    const entered = await net.server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: result, set: '1,346.23', value: '57,388.58' },
      { token: net.tokens.operator },
    );
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const confirmed = await net.server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, {
      token: net.tokens.admin,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  };

  /** What the ledger itself says of the players, in kyat: no report's code, the players' side of each transfer. */
  const ledgerSums = async (playerIds: number[]) => {
    const play = kindsIn(kindsOf(['stake', 'stake_return', 'win', 'win_return', 'win_adjustment']));
    const [row] = await queryRows<Record<string, string | number>>(
      net.server.db,
      sql`select
          coalesce(sum(case when t.kind in ${kindsIn(kindsOf(['stake']))} then t.amount
            when t.kind in ${kindsIn(kindsOf(['stake_return']))} then -t.amount end), 0) as turnover,
          coalesce(sum(case when c.user_id = t.player_id then t.amount else -t.amount end)
            filter (where t.kind in ${play}), 0) as win_lose,
          coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(kindsOf(['deposit']))}), 0) as deposits,
          coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(kindsOf(['withdrawal']))}), 0) as withdrawals
        from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
        where t.player_id in (${sql.join(
          playerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    return Object.fromEntries(Object.entries(row!).map(([key, pya]) => [key, Number(pya) / 100]));
  };

  it('the console report of its players, the desk report and the network row give the same turnover and win/lose', async () => {
    await signInAt(BETTING);
    const agent = await newAgent();
    const other = await newAgent();
    await fillFloat(agent, 25_000);
    await fillFloat(other, 5_000);
    const first = await funded(agent, 10_000);
    const second = await funded(agent, 15_000);
    const elsewhere = await funded(other, 5_000);
    const houseOnly = await newFundedPlayer(net.server, 5_000);

    // The agent's players play Digit Bet (game balance) and the 2D lottery (main); others play too, outside its set.
    expect(
      (await net.server.post('/api/exchange-main-to-game', { amount: 2_000 }, { token: first.token })).status,
    ).toBe(200);
    await digitBets(first.token, 8);
    await twodBet(first.token, [
      { num: '38', amount: 200 },
      { num: '11', amount: 100 },
    ]);
    await twodBet(second.token, [{ num: '83', amount: 500 }]);
    await twodBet(elsewhere.token, [{ num: '38', amount: 100 }]);
    await twodBet(houseOnly.token, [{ num: '38', amount: 100 }]);

    // The second player takes 10,000 Ks out through the agent, which pays it from its float.
    const withdrawal = await net.withdraw(second, agent.channelId, 10_000);
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const paid = await net.server.post(
      `/api/agent/withdrawals/${withdrawal.body.data.id}/approve`,
      {},
      { token: agent.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    await signInAt(AFTER_DRAW);
    await settleMorningDraw('38');

    // What the players did, from their balances: the first played Digit Bet with 2,000 Ks and won 38 at the odds.
    const firstBalances = await balancesOf(net.server, first.id);
    const digitNet = firstBalances.game / 100 - 2_000;
    const expected: Figures = {
      turnover: 8 * 10 + 300 + 500,
      win_lose: digitNet + 200 * TWOD_ODDS - 300 - 500,
    };
    const ledger = await ledgerSums([first.id, second.id]);
    expect(ledger).toEqual({ ...expected, deposits: 25_000, withdrawals: 10_000 });
    // The books: what they hold is what came in, less what went out, plus what they won on play.
    const held = [firstBalances, await balancesOf(net.server, second.id)].reduce(
      (sum, balances) => sum + (balances.main + balances.game + balances.withdraw_hold) / 100,
      0,
    );
    expect(held).toBe(ledger.deposits! - ledger.withdrawals! + ledger.win_lose!);

    // The agent's desk.
    const desk = await net.server.get(`/api/agent/reports?${period}`, { token: agent.token });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(desk.body.data.total).toEqual({
      turnover: expected.turnover,
      player_wins: expected.turnover + expected.win_lose,
      players_win_lose: expected.win_lose,
      deposits: 25_000,
      withdrawals: 10_000,
    });
    expect(desk.body.data.days).toEqual([{ date: DAY, ...desk.body.data.total }]);

    // The owner's network row.
    const network = await net.server.get(`/api/console/agents/network?${period}`, {
      token: net.tokens.operator,
    });
    expect(network.status).toBe(200);
    const row = network.body.data.agents.find((entry: { id: number }) => entry.id === agent.id);
    expect({ turnover: row.turnover, win_lose: row.win_lose }).toEqual(expected);

    // The console's reports: its players' rows summed, and the agent's row of the agents report (GGR: the house's side).
    const players = await net.server.get(`/api/console/reports/players?${period}`, {
      token: net.tokens.operator,
    });
    expect(players.status).toBe(200);
    const mine = players.body.data.data.filter((entry: { user_id: number }) =>
      [first.id, second.id].includes(entry.user_id),
    );
    expect(mine).toHaveLength(2);
    const sum = (key: string) =>
      mine.reduce((total: number, entry: Record<string, number>) => total + entry[key]!, 0);
    expect({ turnover: sum('turnover'), win_lose: -sum('ggr') }).toEqual(expected);
    expect({ deposits: sum('deposits'), withdrawals: sum('withdrawals'), wins: sum('wins') }).toEqual({
      deposits: 25_000,
      withdrawals: 10_000,
      wins: desk.body.data.total.player_wins,
    });
    const agents = await net.server.get(`/api/console/reports/agents?${period}`, {
      token: net.tokens.operator,
    });
    const agentRow = agents.body.data.data.find((entry: { agent_id: number }) => entry.agent_id === agent.id);
    expect(agentRow.ggr).toBe(-expected.win_lose);

    // Another agent's players count for that agent only; the day before holds nothing.
    const otherRow = network.body.data.agents.find((entry: { id: number }) => entry.id === other.id);
    expect(otherRow).toMatchObject({ turnover: 100, win_lose: 100 * TWOD_ODDS - 100 });
    const before = await net.server.get('/api/agent/reports?from=2026-11-23&to=2026-11-23', {
      token: agent.token,
    });
    expect(before.body.data.total).toMatchObject({ turnover: 0, players_win_lose: 0, deposits: 0 });
    await expectLedgerClean(net.server);
  });

  it('refuses a reversed or over-long period with a message on the field, on the desk and the network alike', async () => {
    const agent = await newAgent();
    const reversed = 'from=2026-11-24&to=2026-11-20';
    const tooLong = 'from=2025-01-01&to=2026-11-24';
    for (const [url, token] of [
      ['/api/agent/reports', agent.token],
      ['/api/console/agents/network', net.tokens.operator],
      ['/api/console/reports/players', net.tokens.operator],
    ] as const) {
      const backwards = await net.server.get(`${url}?${reversed}`, { token });
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors.to).toEqual([expect.any(String)]);
      const long = await net.server.get(`${url}?${tooLong}`, { token });
      expect(long.status).toBe(422);
      expect(long.body.errors.from).toEqual([expect.any(String)]);
    }
  });
});
