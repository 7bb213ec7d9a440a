// hot-path: every 2D and 3D slip is placed by its statement
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { isTransaction, type Executor, type Transaction } from '../../db/client';
import { fromRowJson, namedRows, namedStatement } from '../../db/statements';
import { inTransaction, pgErrorOf, withRetry } from '../../db/transaction';
import { noticeBalance } from '../events/notices';
import { fieldError } from '../http/errors';
import { guardStakeOn } from '../protection/guard';
import type { AnyLottery } from './descriptor';
import type { NumberStake } from './stakes';

/** The numbers a slip would take past a limit or a closure: the reply lists them, nothing is staked. */
export class OverLimit extends Error {
  constructor(readonly numbers: string[]) {
    super('over limit');
  }
}

const SLIP_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A slip number a player can read out: the game's `prefix` (game, date, session), then 8 random characters (40 bits). */
export function slipNumber(prefix: string): string {
  return prefix + [...randomBytes(8)].map((byte) => SLIP_ALPHABET[byte % 32]).join('');
}

/** What the draw a slip goes to asks of it: read when the slip is placed, from the game's settings in force. */
export interface SlipTerms {
  drawId: number;
  slipNo: string;
  odds: number;
  /** 3D's odds for a permutation of the number drawn; 2D has none. */
  toteOdds?: number | null;
  breakLimit: number;
  playerLimit: number | null;
  /** Numbers of the slip the settings close (or that alone pass the break limit): refused with those over it. */
  closed: string[];
}

/** The settings of a game a slip's terms come from. */
interface SlipSettings {
  odds: number;
  toteOdds?: number | null;
  breakLimit: number;
  playerLimit: number | null;
}

/**
 * A slip's terms for a draw from the game's settings in force: a number is refused when `isClosed` says the settings
 * close it, or when its stake alone passes the break limit.
 */
export function slipTerms(
  drawId: number,
  slipNo: string,
  settings: SlipSettings,
  stakes: readonly NumberStake[],
  isClosed: (num: string) => boolean,
): SlipTerms {
  const { odds, toteOdds, breakLimit, playerLimit } = settings;
  const closed = stakes
    .filter(({ num, amount }) => isClosed(num) || amount > breakLimit)
    .map(({ num }) => num);
  return { drawId, slipNo, odds, toteOdds, breakLimit, playerLimit, closed };
}

/** Where a slip goes and on what terms, with the player's protection row when it was read (locked). */
export interface SlipTarget<Draw> {
  draw: Draw;
  terms: SlipTerms;
  protection: Record<string, unknown> | null;
}

/** A slip as the player sent it, its numbers expanded (R, quick sets) and in pya. */
export interface SlipAsked<Draw> {
  lottery: AnyLottery;
  userId: number;
  total: number;
  stakes: NumberStake[];
  /** 3D's permutation key of each number, in the stakes' order. */
  permKeys?: string[];
  /**
   * The draw the slip goes to at `now` and its terms: with `lockFor`, inside the transaction of a player who set
   * protection, with that player's protection row read locked (guardStakeOn checks it). Throws the game's refusal
   * when no draw takes the slip.
   */
  target(db: Executor, now: Date, lockFor?: number): Promise<SlipTarget<Draw>>;
  /** The refusal when the draw stopped taking bets between the read and the slip's statement. */
  closed(): Error;
}

/** What lottery_place_slip answers (migration 0035, db/sql/lottery_place_slip.sql). */
interface Answer {
  status: 'placed' | 'guarded' | 'draw_changed';
  slip: Record<string, unknown> | null;
  bets: Record<string, unknown>[] | null;
}

const PLACE_SLIP = namedStatement(
  'lottery_place_slip',
  (param) => `select status, slip, bets from lottery_place_slip(${param('slip')}::jsonb)`,
);

/** Raised by lottery_place_slip with the refused numbers in its detail. */
const NUMBERS_REFUSED = 'ZY002';
/** Raised by ledger_post when the main balance does not cover the stake. */
const INSUFFICIENT_BALANCE = 'ZY001';

async function send<Draw>(
  db: Executor,
  asked: SlipAsked<Draw>,
  terms: SlipTerms,
  at: Date,
  protectionChecked: boolean,
): Promise<Answer> {
  const { lottery, userId, total, stakes } = asked;
  const slip = {
    game: lottery.code,
    userId,
    drawId: terms.drawId,
    slipNo: terms.slipNo,
    total,
    kind: lottery.kinds.stake,
    house: lottery.house,
    reference: `${lottery.code}:slip:${terms.slipNo}`,
    metadata: { draw: terms.drawId, slip: terms.slipNo },
    at: at.toISOString(),
    nums: stakes.map(({ num }) => num),
    amounts: stakes.map(({ amount }) => amount),
    permKeys: asked.permKeys,
    odds: terms.odds,
    toteOdds: terms.toteOdds,
    breakLimit: terms.breakLimit,
    playerLimit: terms.playerLimit,
    closed: terms.closed,
    protectionChecked,
  };
  try {
    const [answer] = await namedRows<Answer>(db, PLACE_SLIP, { slip: JSON.stringify(slip) });
    return answer!;
  } catch (error) {
    const failure = pgErrorOf(error);
    if (failure?.code === INSUFFICIENT_BALANCE) throw fieldError('totalAmount', 'amount_insufficient');
    if (failure?.code === NUMBERS_REFUSED) throw new OverLimit(String(failure.detail).split(','));
    throw error;
  }
}

/**
 * One slip, all or nothing: the stake moves main -> the game's house account with the slip number as its reference,
 * and the slip, its bets and each number's total of the draw are recorded, in one statement (lottery_place_slip) that
 * checks the draw still takes bets, the balance, the player's limit and every number's break limit. A player who set
 * protection, or a draw that changed since it was read, goes a transaction's way: the draw read again and the
 * protection row locked and checked (guard.ts), then the same statement.
 */
export async function placeSlip<Draw, Slip, Bet>(deps: AppDeps, asked: SlipAsked<Draw>) {
  const { lottery } = asked;
  const placed = (draw: Draw, answer: Answer) => {
    noticeBalance(asked.userId);
    return {
      draw,
      slip: fromRowJson<Slip>(lottery.tables.slips, answer.slip!),
      bets: answer.bets!.map((bet) => fromRowJson<Bet>(lottery.tables.bets, bet)),
    };
  };
  // Read without a lock: a player with a protection row is answered `guarded` and placed the transaction's way. A
  // slip sent with an Idempotency-Key is already inside the key's transaction, and goes that way at once: a statement
  // retried there after a deadlock would find the transaction aborted, while the key's own retry starts it again.
  if (!isTransaction(deps.db)) {
    const now = deps.clock.now();
    const { draw, terms } = await asked.target(deps.db, now);
    const answer = await withRetry(() => send(deps.db, asked, terms, now, false));
    if (answer.status === 'placed') return placed(draw, answer);
  }
  return inTransaction(deps.db, async (tx: Transaction) => {
    const now = deps.clock.now();
    const { draw, terms, protection } = await asked.target(tx, now, asked.userId);
    await guardStakeOn(tx, protection, asked.total, now, 'totalAmount');
    const answer = await send(tx, asked, terms, now, true);
    if (answer.status !== 'placed') throw asked.closed();
    return placed(draw, answer);
  });
}
