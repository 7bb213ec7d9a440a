import type { PasswordHasher } from '../platform/auth/passwords';
import { recordAudit } from '../platform/authority/audit';
import { AGENT_FLOAT, openAgentFloat, openPlayerAccounts } from '../platform/money/ledger/accounts';
import { postTransfer } from '../platform/money/ledger/post';
import type { Transaction } from '../db/client';
import { paymentChannels, referralCodes } from '../db/schema';
import { insertUser } from './accounts';
import { tileSvg, writeUpload } from './images';

const DEMO_FLOAT_PYA = 500_000_00;
const AGENT_CHANNELS_FROM = 100;

/**
 * The demo agent network: two agents, each with a float, a payment account of its own, a referral code and a player
 * who pays into that account; the first with a cashier on its staff. Their logins are printed with the others at
 * start outside production.
 */
export const DEMO_AGENTS = [
  {
    agent: {
      userName: 'agent1',
      password: 'agent-lotus-2026',
      name: 'Ko Aung Myo (agent)',
      phone: '09250001001',
    },
    channel: { paymentType: 'KBZPay', accountName: 'Ko Aung Myo', accountNo: '09250001101' },
    code: 'AGENT1',
    player: { userName: 'player1', password: 'golden-lotus-8', name: 'Ma Hla Hla', phone: '09250001201' },
    /** The agent's cashier: a member of its staff who approves its players' deposits and withdrawals. */
    staff: [
      {
        userName: 'agent1-cashier',
        password: 'cashier-lotus-2026',
        name: 'Ma Thandar (agent1 cashier)',
        phone: '09250001301',
        group: 'deposit_withdraw',
      },
    ],
  },
  {
    agent: {
      userName: 'agent2',
      password: 'agent-jade-2026',
      name: 'Daw Su Su (agent)',
      phone: '09250002001',
    },
    channel: { paymentType: 'WavePay', accountName: 'Daw Su Su', accountNo: '09250002101' },
    code: 'AGENT2',
    player: { userName: 'player2', password: 'golden-jade-9', name: 'Ko Zaw Lin', phone: '09250002201' },
    staff: [],
  },
] as const;

/** A demo agent's opening float, cashed in from the house's cash like the owner's, with its audit record. */
async function fundDemoFloat(tx: Transaction, agentId: number, now: Date) {
  await openAgentFloat(tx, agentId, now);
  const reference = `seed:agent:${agentId}:float`;
  await postTransfer(tx, {
    debit: { house: 'cash' },
    credit: { userId: agentId, code: AGENT_FLOAT },
    amount: DEMO_FLOAT_PYA,
    kind: 'agent_float_in',
    reference,
    playerId: agentId,
    metadata: { reason: 'demo opening float' },
    at: now,
  });
  await recordAudit(tx, {
    actorId: null,
    actorLabel: 'seed',
    action: 'agent.float_in',
    targetType: 'agent',
    targetId: String(agentId),
    before: { float: 0 },
    after: { float: DEMO_FLOAT_PYA, amount: DEMO_FLOAT_PYA, reason: 'demo opening float', reference },
    ip: null,
    at: now,
  });
}

export async function seedDemoAgents(tx: Transaction, hasher: PasswordHasher, uploadsDir: string, now: Date) {
  for (const [index, demo] of DEMO_AGENTS.entries()) {
    const agent = await insertUser(tx, hasher, { ...demo.agent, role: 'agent' }, now);
    await fundDemoFloat(tx, agent.id, now);
    const imgUrl = writeUpload(
      uploadsDir,
      `payment-channels/${demo.code.toLowerCase()}.svg`,
      tileSvg({ width: 240, height: 120, title: demo.channel.paymentType, hue: 160 }),
    );
    // After the house's accounts in the console's one list of channels, so moving those never passes over these.
    const sortOrder = AGENT_CHANNELS_FROM + index;
    await tx.insert(paymentChannels).values({ ...demo.channel, agentId: agent.id, imgUrl, sortOrder });
    await tx.insert(referralCodes).values({ agentId: agent.id, code: demo.code, createdAt: now });
    const player = await insertUser(tx, hasher, { ...demo.player, role: 'player', agentId: agent.id }, now);
    await openPlayerAccounts(tx, player.id, now);
    // Made by its agent, as the desk makes staff: never a second person for anything the agent did.
    for (const { group, ...staff } of demo.staff)
      await insertUser(
        tx,
        hasher,
        { ...staff, role: 'agent_staff', agentId: agent.id, staffGroup: group, createdBy: agent.id },
        now,
      );
  }
}
