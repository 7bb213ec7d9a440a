import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, depositRequests, ledgerTransfers, users } from '../../db/schema';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { kindsOf } from '@zeya/contract/transfer-kinds';
import { inTransaction } from '../../db/transaction';
import { floatOf } from '../../platform/money/ledger/accounts';
import { postTransfer } from '../../platform/money/ledger/post';
import { agentNetworkSuite, agentStaff } from '../../test/agent-network';
import { testDatabaseKinds } from '../../test/databases';
import { openEvents } from '../../test/events';
import { balancesOf, expectLedgerClean } from '../../test/ledger';
import { staffPhone } from '../../test/staff-accounts';
import { fundPlayer, lastSms } from '../../test/staff';

describe.each(testDatabaseKinds())(
  "an agent's desk: its staff, players, reports and float log on %s",
  (kind) => {
    const net = agentNetworkSuite(kind);
    const { newAgent, fillFloat, depositId } = net;
    const approve = (token: string, id: number) =>
      net.server.post(`/api/agent/deposits/${id}/approve`, {}, { token });
    const floatPya = (agent: { id: number }) => floatOf(net.server.db, agent.id);
    const statusOf = async (id: number) =>
      (await net.server.db.select().from(depositRequests).where(eq(depositRequests.id, id)))[0]!.status;
    const newPlayerBody = () => ({ name: 'Desk Player', phone: staffPhone('0990') });

    it('an agent makes a staff member who sets their own password and must have a second factor', async () => {
      const agent = await newAgent();
      const phone = staffPhone('0991');
      const made = await net.server.post(
        '/api/agent/staff',
        { name: 'Ma Cashier', phone, group: 'deposit_withdraw' },
        { token: agent.token },
      );
      expect(made.status).toBe(200);
      // The agent learns the user name and where the link went, never a password or the link.
      expect(made.body.data).toEqual({
        id: expect.any(Number),
        user_name: expect.any(String),
        link_sent_to: expect.any(String),
      });
      expect(JSON.stringify(made.body)).not.toContain('#');
      expect((await lastSms(net.server, phone)).body).toContain('/console/setup#');
      const [row] = await net.server.db.select().from(users).where(eq(users.id, made.body.data.id));
      expect(row).toMatchObject({
        role: 'agent_staff',
        agentId: agent.id,
        staffGroup: 'deposit_withdraw',
        createdBy: agent.id,
      });
      expect(row!.secondFactorRequired).toBe(true);

      const staff = await agentStaff(net.server, agent, 'view_only');
      const signIn = await net.server.post('/api/agent/login', {
        user_name: staff.userName,
        password: staff.password,
      });
      expect(signIn.body.data.second_factor).toBe('enrol');
      // Until the factor is there, the desk is shut.
      expect((await net.server.get('/api/agent/float', { token: signIn.body.data.token })).body.needs).toBe(
        'enrolment',
      );

      const me = await net.server.get('/api/agent/me', { token: staff.token });
      expect(me.body.data).toMatchObject({
        agent: { id: agent.id, user_name: agent.userName },
        staff: { id: staff.id, user_name: staff.userName, group: 'view_only' },
        permissions: ['view'],
      });
      const listed = await net.server.get('/api/agent/staff', { token: agent.token });
      expect(listed.body.data.map((s: { id: number; group: string }) => [s.id, s.group])).toEqual([
        [staff.id, 'view_only'],
        [made.body.data.id, 'deposit_withdraw'],
      ]);
      const [audit] = await net.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'agent_staff.create'), eq(auditLog.targetId, String(staff.id))));
      expect(audit).toMatchObject({
        actorId: agent.id,
        after: expect.objectContaining({ group: 'view_only' }),
      });
    });

    it("a deposit approved by the agent's deposit/withdraw staff moves float to player; a short float refuses", async () => {
      const agent = await newAgent();
      const cashier = await agentStaff(net.server, agent, 'deposit_withdraw');
      const player = await agent.player();
      const id = await depositId(player, agent.channelId, 8_000);
      const short = await approve(cashier.token, id);
      expect(short.status).toBe(409);
      expect(short.body.message).toContain('does not cover this deposit of 8,000');
      expect(await statusOf(id)).toBe('pending');

      await fillFloat(agent, 10_000);
      const approved = await approve(cashier.token, id);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data).toEqual({ id, status: 'approved', completed: true });
      expect((await balancesOf(net.server, player.id)).main).toBe(800_000);
      expect(await floatPya(agent)).toBe(200_000);
      const [moved] = await net.server.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reference, `deposit:${id}:approve`));
      expect(moved).toMatchObject({ amount: 800_000, kind: 'deposit', playerId: player.id });
      // The audit names the staff member who approved and the agent they acted for.
      const [audit] = await net.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'deposit.approve'), eq(auditLog.targetId, String(id))));
      expect(audit).toMatchObject({
        actorId: cashier.id,
        actorLabel: cashier.userName,
        after: expect.objectContaining({
          desk: { agent_id: agent.id, agent: agent.userName, staff_group: 'deposit_withdraw' },
        }),
      });
      // The float's log shows the cash-in and the deposit it paid, signed from the float's side.
      const log = await net.server.get('/api/agent/float/transfers', { token: cashier.token });
      expect(log.body.data.data.map((t: { role: string; amount: number }) => [t.role, t.amount])).toEqual([
        ['player_deposit', -8_000],
        ['cash_in', 10_000],
      ]);
      expect(log.body.data.data[0].player).toEqual({ id: player.id, user_name: expect.any(String) });
      await expectLedgerClean(net.server);
    });

    it('a view-only staff member sees the desk and is refused every action (403)', async () => {
      const agent = await newAgent();
      const viewer = await agentStaff(net.server, agent, 'view_only');
      const player = await agent.player();
      await fillFloat(agent, 10_000);
      const id = await depositId(player, agent.channelId, 5_000);
      for (const path of [
        '/float',
        '/deposits',
        '/withdrawals',
        '/players',
        '/reports',
        '/float/transfers',
        '/payment-accounts',
      ])
        expect((await net.server.get(`/api/agent${path}`, { token: viewer.token })).status, path).toBe(200);
      const refused: [string, unknown][] = [
        [`/deposits/${id}/approve`, {}],
        [`/deposits/${id}/reject`, { reason: 'no' }],
        ['/players', newPlayerBody()],
        [`/players/${player.id}/password-reset`, {}],
        ['/staff', { name: 'X', phone: staffPhone('0991'), group: 'view_only' }],
        ['/payment-accounts', { payment_type: 'WavePay', account_name: 'X', account_no: '09777000111' }],
      ];
      for (const [path, body] of refused) {
        const reply = await net.server.post(`/api/agent${path}`, body, { token: viewer.token });
        expect(reply.status, path).toBe(403);
        expect(reply.body.needs, path).toBe('desk_permission');
      }
      expect((await net.server.get('/api/agent/staff', { token: viewer.token })).status).toBe(403);
      expect(await statusOf(id)).toBe('pending');
      expect(await floatPya(agent)).toBe(1_000_000);
      // Each refusal is in the audit chain under the staff member's name.
      const refusals = await net.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'authority.refused'), eq(auditLog.actorId, viewer.id)));
      expect(refusals).toHaveLength(refused.length + 1);
    });

    it('player-creation staff create players (who choose their own password) but cannot approve', async () => {
      const agent = await newAgent();
      const maker = await agentStaff(net.server, agent, 'player_creation');
      const player = await agent.player();
      const id = await depositId(player, agent.channelId, 5_000);
      await fillFloat(agent, 10_000);
      expect((await approve(maker.token, id)).status).toBe(403);
      expect(await statusOf(id)).toBe('pending');

      const body = newPlayerBody();
      const made = await net.server.post('/api/agent/players', body, { token: maker.token });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body.data).toEqual({
        id: expect.any(Number),
        user_name: expect.any(String),
        sent_to: expect.any(String),
      });
      const [row] = await net.server.db.select().from(users).where(eq(users.id, made.body.data.id));
      expect(row).toMatchObject({ role: 'player', agentId: agent.id, createdBy: maker.id });
      // Only the player's phone has the code; with it they choose a password and are signed in.
      const code = /\b(\d{6})\b/.exec((await lastSms(net.server, body.phone)).body)![1]!;
      expect(JSON.stringify(made.body)).not.toContain(code);
      const password = 'my-own-choice-77';
      const reset = await net.server.post('/api/reset-password', {
        phone: body.phone,
        code,
        password,
        password_confirmation: password,
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect(await net.server.login(made.body.data.user_name, password)).toEqual(expect.any(String));
      const listed = await net.server.get('/api/agent/players', { token: maker.token });
      expect(listed.body.data.data.map((p: { id: number }) => p.id)).toEqual([made.body.data.id, player.id]);
      expect(listed.body.data.data[0]).toMatchObject({ main_balance: 0, balance: 0, status: 'active' });
      expect(listed.body.data.data[0].last_seen_at).not.toBeNull();

      const resent = await net.server.post(
        `/api/agent/players/${player.id}/password-reset`,
        {},
        { token: maker.token },
      );
      expect(resent.status, JSON.stringify(resent.body)).toBe(200);
      const [audit] = await net.server.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'agent.player_create'), eq(auditLog.targetId, String(made.body.data.id))),
        );
      expect(audit).toMatchObject({
        actorId: maker.id,
        after: expect.objectContaining({ desk: expect.objectContaining({ agent_id: agent.id }) }),
      });
    });

    it("an agent and its staff cannot see or act on another agent's players, requests, reports or staff", async () => {
      const mine = await newAgent();
      const theirs = await newAgent();
      const myCashier = await agentStaff(net.server, mine, 'deposit_withdraw');
      const myMaker = await agentStaff(net.server, mine, 'player_creation');
      const theirStaff = await agentStaff(net.server, theirs, 'view_only');
      const theirPlayer = await theirs.player();
      await fillFloat(mine, 10_000);
      await fillFloat(theirs, 10_000);
      const theirDeposit = await depositId(theirPlayer, theirs.channelId, 5_000);
      await approve(theirs.token, await depositId(theirPlayer, theirs.channelId, 2_000));

      const actors = [
        ['agent', mine.token],
        ['deposit/withdraw staff', myCashier.token],
        ['player-creation staff', myMaker.token],
      ] as const;
      const acts: [string, string, unknown, number][] = [
        ['POST', `/deposits/${theirDeposit}/approve`, {}, 404],
        ['POST', `/deposits/${theirDeposit}/reject`, { reason: 'not mine' }, 404],
        ['GET', `/deposits/${theirDeposit}/receipt`, undefined, 404],
        ['POST', `/players/${theirPlayer.id}/password-reset`, {}, 404],
      ];
      for (const [who, token] of actors)
        for (const [method, path, body, expected] of acts) {
          const reply =
            method === 'GET'
              ? await net.server.get(`/api/agent${path}`, { token })
              : await net.server.post(`/api/agent${path}`, body, { token });
          // A staff member without the permission is refused before anything is looked up (403); never a 200.
          expect([expected, 403], `${who} ${method} ${path}`).toContain(reply.status);
          if (who === 'agent') expect(reply.status, `${who} ${method} ${path}`).toBe(expected);
        }
      for (const path of [`/staff/${theirStaff.id}/disable`, `/staff/${theirStaff.id}/group`])
        expect(
          (await net.server.post(`/api/agent${path}`, { group: 'deposit_withdraw' }, { token: mine.token }))
            .status,
        ).toBe(404);
      for (const [who, token] of actors) {
        const lists = {
          deposits: (await net.server.get('/api/agent/deposits', { token })).body.data.data,
          players: (await net.server.get('/api/agent/players', { token })).body.data.data,
          found: (
            await net.server.get(`/api/agent/players?q=${encodeURIComponent(String(theirPlayer.id))}`, {
              token,
            })
          ).body.data.data,
          transfers: (await net.server.get('/api/agent/float/transfers', { token })).body.data.data,
        };
        expect(lists.deposits, who).toEqual([]);
        expect(lists.players, who).toEqual([]);
        expect(lists.found, who).toEqual([]);
        expect(
          lists.transfers.map((t: { role: string }) => t.role),
          who,
        ).toEqual(['cash_in']);
        const report = (await net.server.get('/api/agent/reports', { token })).body.data;
        expect(report.total, who).toEqual({
          turnover: 0,
          player_wins: 0,
          players_win_lose: 0,
          deposits: 0,
          withdrawals: 0,
        });
      }
      // Their own desk does see it: the figures exist.
      const theirReport = (await net.server.get('/api/agent/reports', { token: theirStaff.token })).body.data;
      expect(theirReport.total.deposits).toBe(2_000);
      expect(theirReport.days).toHaveLength(1);
      expect(await statusOf(theirDeposit)).toBe('pending');
      expect(await floatPya(theirs)).toBe(800_000);
      expect(await floatPya(mine)).toBe(1_000_000);
      // Players and console sessions have no desk.
      expect((await net.server.get('/api/agent/players', { token: theirPlayer.token })).status).toBe(403);
      expect((await net.server.get('/api/agent/players', { token: net.tokens.operator })).status).toBe(403);
      await expectLedgerClean(net.server);
    });

    it("a disabled staff member's session stops working, and a group change takes effect at once", async () => {
      const agent = await newAgent();
      const cashier = await agentStaff(net.server, agent, 'deposit_withdraw');
      const player = await agent.player();
      await fillFloat(agent, 10_000);
      const id = await depositId(player, agent.channelId, 5_000);
      const moved = await net.server.post(
        `/api/agent/staff/${cashier.id}/group`,
        { group: 'view_only' },
        { token: agent.token },
      );
      expect(moved.body.data).toMatchObject({ group: 'view_only', status: 'active' });
      expect((await approve(cashier.token, id)).status).toBe(403);
      expect((await net.server.get('/api/agent/float', { token: cashier.token })).status).toBe(200);

      const disabled = await net.server.post(
        `/api/agent/staff/${cashier.id}/disable`,
        {},
        { token: agent.token },
      );
      expect(disabled.body.data.status).toBe('disabled');
      expect((await net.server.get('/api/agent/float', { token: cashier.token })).status).toBe(401);
      const again = await net.server.post('/api/agent/login', {
        user_name: cashier.userName,
        password: cashier.password,
      });
      expect(again.status).not.toBe(200);
      // A staff member cannot manage staff, even to enable themselves.
      const viewer = await agentStaff(net.server, agent, 'deposit_withdraw');
      expect(
        (await net.server.post(`/api/agent/staff/${cashier.id}/enable`, {}, { token: viewer.token })).status,
      ).toBe(403);
      expect(
        (await net.server.post(`/api/agent/staff/${cashier.id}/enable`, {}, { token: agent.token })).status,
      ).toBe(200);
      const [audit] = await net.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'agent_staff.disable'), eq(auditLog.targetId, String(cashier.id))));
      expect(audit).toMatchObject({
        actorId: agent.id,
        // Both of its sessions: the one its set-up link opened, and its sign-in.
        after: expect.objectContaining({ sessions_ended: 2, status: 'banned' }),
      });
    });

    it("reports its players' turnover, win/lose, deposits and withdrawals per Myanmar day and for the period", async () => {
      const agent = await newAgent();
      const viewer = await agentStaff(net.server, agent, 'view_only');
      const player = await agent.player();
      await fillFloat(agent, 10_000);
      expect((await approve(agent.token, await depositId(player, agent.channelId, 10_000))).status).toBe(200);
      // A 2D stake of 3,000 Ks, 500 Ks of it refunded, and a win of 1,000 Ks: posted as the lottery posts them.
      const [stake] = kindsOf(['stake'], ['twod']);
      const [refund] = kindsOf(['stake_return'], ['twod']);
      const [win] = kindsOf(['win'], ['twod']);
      const at = net.server.clock.now();
      const main = { userId: player.id, code: 'main' } as const;
      const house = { house: 'twod' } as const;
      await inTransaction(net.server.db, async (tx) => {
        for (const [kind, debit, credit, amount] of [
          [stake!, main, house, 300_000],
          [refund!, house, main, 50_000],
          [win!, house, main, 100_000],
        ] as const)
          await postTransfer(tx, {
            debit,
            credit,
            amount,
            kind,
            reference: `desk-report:${player.id}:${kind}`,
            playerId: player.id,
            at,
          });
      });
      const today = myanmarDay(at);
      const twoDaysBack = myanmarDay(new Date(at.getTime() - 2 * 24 * 3600_000));
      const report = await net.server.get(`/api/agent/reports?from=${twoDaysBack}&to=${today}`, {
        token: viewer.token,
      });
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      const figures = {
        turnover: 2_500,
        player_wins: 1_000,
        players_win_lose: -1_500,
        deposits: 10_000,
        withdrawals: 0,
      };
      expect(report.body.data.total).toEqual(figures);
      expect(report.body.data.days.map((day: { date: string }) => day.date)).toHaveLength(3);
      expect(report.body.data.days.at(-1)).toEqual({ date: today, ...figures });
      expect(report.body.data.days[0]).toEqual({
        date: twoDaysBack,
        turnover: 0,
        player_wins: 0,
        players_win_lose: 0,
        deposits: 0,
        withdrawals: 0,
      });
      // A reversed period is refused on its field.
      const reversed = await net.server.get(`/api/agent/reports?from=${today}&to=${twoDaysBack}`, {
        token: viewer.token,
      });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors.to).toBeDefined();
      await expectLedgerClean(net.server);
    });

    it("an agent's desk hears of its own queue live, never another agent's", async () => {
      const mine = await newAgent();
      const theirs = await newAgent();
      const myCashier = await agentStaff(net.server, mine, 'view_only');
      const myPlayer = await mine.player();
      const theirPlayer = await theirs.player();
      // Their player's money comes by a staff adjustment: no queue news before the streams open.
      await fundPlayer(net.server, theirPlayer.id, 'main', 20_000, {
        admin: net.tokens.admin,
        supervisor: net.supervisor,
      });

      const myStream = await openEvents(`${net.server.base}/api/agent/events`, myCashier.token);
      const theirStream = await openEvents(`${net.server.base}/api/agent/events`, theirs.token);
      expect([myStream.status, theirStream.status]).toEqual([200, 200]);
      try {
        const mineId = await depositId(myPlayer, mine.channelId, 5_000);
        const withdrawal = await net.withdraw(theirPlayer, theirs.channelId, 10_000);
        expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
        await net.server.post(
          `/api/agent/deposits/${mineId}/reject`,
          { reason: 'no receipt' },
          { token: mine.token },
        );
        // News reaches streams in the order it was made: each desk hears its own up to its last, and a leak of the
        // other's (a deposit arriving for them, a withdrawal arriving for me) would come before that.
        const heardUntil = async (stream: typeof myStream, last: { kind: string; arrived: boolean }) => {
          const heard: unknown[] = [];
          for (;;) {
            heard.push(await stream.next('queue'));
            if (JSON.stringify(heard.at(-1)) === JSON.stringify(last)) return heard;
          }
        };
        const mineHeard = await heardUntil(myStream, { kind: 'deposit', arrived: false });
        expect(mineHeard).toContainEqual({ kind: 'deposit', arrived: true });
        expect(mineHeard).not.toContainEqual({ kind: 'withdrawal', arrived: true });
        const theirsHeard = await heardUntil(theirStream, { kind: 'withdrawal', arrived: true });
        expect(theirsHeard).not.toContainEqual({ kind: 'deposit', arrived: true });
      } finally {
        myStream.close();
        theirStream.close();
      }
    });

    it('many approvals at once by an agent and its staff on one float stay exact', async () => {
      const agent = await newAgent();
      const cashiers = await Promise.all([1, 2].map(() => agentStaff(net.server, agent, 'deposit_withdraw')));
      const players = await Promise.all(Array.from({ length: 9 }, () => agent.player()));
      const ids: number[] = [];
      for (const player of players) ids.push(await depositId(player, agent.channelId, 10_000));
      await fillFloat(agent, 40_000);
      const deciders = [agent.token, ...cashiers.map((c) => c.token)];
      const replies = await Promise.all(ids.map((id, i) => approve(deciders[i % deciders.length]!, id)));
      const statuses = replies.map((reply) => reply.status);
      console.log(
        `[${kind}] 9 approvals at once by an agent and 2 staff on a float of 4: ${statuses.join(' ')}`,
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      expect(statuses.filter((status) => status === 409)).toHaveLength(5);
      expect(await floatPya(agent)).toBe(0);
      const posted = await net.server.db
        .select()
        .from(ledgerTransfers)
        .where(
          inArray(
            ledgerTransfers.playerId,
            players.map((p) => p.id),
          ),
        );
      expect(posted).toHaveLength(4);
      const mains = await Promise.all(
        players.map(async (player) => (await balancesOf(net.server, player.id)).main),
      );
      expect(mains.reduce((a, b) => a + b, 0)).toBe(4_000_000);
      // The float's net of its transfers is what it holds.
      const log = await net.server.get('/api/agent/float/transfers', { token: agent.token });
      expect(log.body.data.total).toBe(5);
      expect(log.body.data.data.reduce((sum: number, t: { amount: number }) => sum + t.amount, 0)).toBe(0);
      await expectLedgerClean(net.server);
    });
  },
);
