import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { noticeBalance } from '../events/notices';
import { houseAccount, type PlayerAccountCode } from './accounts';
import { pgErrorCode } from '../../db/transaction';

/**
 * An account by id, a player's own account by owner and code, or a house account by code (opened on first use): the
 * last two are looked up in the posting statement itself.
 */
export type AccountRef = number | { userId: number; code: PlayerAccountCode } | { house: string };

export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  /** pya, > 0 */
  amount: number;
  kind: TransferKind;
  /** The idempotency key: a reference posts at most once, ever. */
  reference: string;
  playerId: number | null;
  metadata?: Record<string, unknown>;
  at: Date;
}

/** After a posting: the new balances of the player accounts it touched (null for house accounts). */
export type PostResult =
  | { posted: true; transferId: number; debitBalance: number | null; creditBalance: number | null }
  | { posted: false };

export class InsufficientBalance extends Error {
  constructor() {
    super('Insufficient balance');
  }
}

/** Raised by ledger_post when a player's balance does not cover a debit. */
const INSUFFICIENT_BALANCE = 'ZY001';

type Side = 'debit' | 'credit';
type RefKind = 'id' | 'player' | 'house';

const kindOf = (ref: AccountRef): RefKind =>
  typeof ref === 'number' ? 'id' : 'house' in ref ? 'house' : 'player';

function accountSql(side: Side, kind: RefKind) {
  if (kind === 'player')
    return sql`(select id from ledger_accounts where user_id = ${sql.placeholder(`${side}User`)}
           and code = ${sql.placeholder(`${side}Code`)})`;
  if (kind === 'house')
    return sql`house_account(${sql.placeholder(`${side}House`)}, ${sql.placeholder('at')}::timestamptz)`;
  return sql`${sql.placeholder(side)}::bigint`;
}

/**
 * The ledger_post call, prepared once per executor and shape (how each side names its account), so Postgres parses
 * and plans it once per connection: postings are the hottest statements the server sends.
 */
function preparePost(db: Executor, debit: RefKind, credit: RefKind) {
  return db
    .select({
      transferId: sql<number | null>`transfer_id`,
      debitBalance: sql<number | null>`debit_balance`,
      creditBalance: sql<number | null>`credit_balance`,
    })
    .from(
      sql`ledger_post(${accountSql('debit', debit)}, ${accountSql('credit', credit)},
            ${sql.placeholder('amount')}::bigint, ${sql.placeholder('kind')}, ${sql.placeholder('reference')},
            ${sql.placeholder('playerId')}::bigint, ${sql.placeholder('metadata')}::jsonb,
            ${sql.placeholder('at')}::timestamptz)`,
    )
    .prepare(`ledger_post_${debit}_${credit}`);
}

const prepared = new WeakMap<Executor, Map<string, ReturnType<typeof preparePost>>>();

function postStatement(db: Executor, debit: AccountRef, credit: AccountRef) {
  const shape = `${kindOf(debit)}:${kindOf(credit)}`;
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) byShape.set(shape, (statement = preparePost(db, kindOf(debit), kindOf(credit))));
  return statement;
}

function sideValues(side: Side, ref: AccountRef) {
  if (typeof ref === 'number') return { [side]: ref };
  if ('house' in ref) return { [`${side}House`]: ref.house };
  return { [`${side}User`]: ref.userId, [`${side}Code`]: ref.code };
}

/**
 * Posts one transfer in one statement (the ledger_post function of the migrations): the transfer row and both
 * balance updates commit together or not at all. A reference seen before posts nothing ({ posted: false }); a debit
 * the player's balance does not cover moves nothing and throws InsufficientBalance. Inside a caller's transaction
 * it joins that transaction.
 */
export async function postTransfer(db: Executor, input: TransferInput): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`Bad amount ${input.amount}`);
  try {
    const [row] = await postStatement(db, input.debit, input.credit).execute({
      ...sideValues('debit', input.debit),
      ...sideValues('credit', input.credit),
      amount: input.amount,
      kind: input.kind,
      reference: input.reference,
      playerId: input.playerId,
      metadata: JSON.stringify(input.metadata ?? {}),
      at: input.at.toISOString(),
    });
    if (!row || row.transferId === null) return { posted: false };
    if (input.playerId !== null) noticeBalance(input.playerId);
    return {
      posted: true,
      transferId: Number(row.transferId),
      debitBalance: row.debitBalance === null ? null : Number(row.debitBalance),
      creditBalance: row.creditBalance === null ? null : Number(row.creditBalance),
    };
  } catch (error) {
    if (pgErrorCode(error) === INSUFFICIENT_BALANCE) throw new InsufficientBalance();
    throw error;
  }
}

/**
 * Pays from a house account into many players' main accounts in one statement: one transfer per row of `payments`,
 * a query yielding user_id, amount (pya), reference and metadata (jsonb). Each reference posts at most once, so a
 * repeated payout posts nothing; player rows are taken in account id order, as every posting takes them.
 */
export async function payFromHouse(
  db: Executor,
  input: { houseCode: string; kind: TransferKind; at: Date; payments: SQL },
): Promise<void> {
  const house = await houseAccount(db, input.houseCode, input.at);
  const paid = await queryRows<{ user_id: number }>(
    db,
    sql`
    select p.user_id, ledger_post(${house}, a.id, p.amount, ${input.kind}, p.reference, p.user_id, p.metadata,
                       ${input.at.toISOString()}::timestamptz)
    from (${input.payments}) p join ledger_accounts a on a.user_id = p.user_id and a.code = 'main'
    order by a.id, p.reference`,
  );
  for (const userId of new Set(paid.map((row) => Number(row.user_id)))) noticeBalance(userId);
}
