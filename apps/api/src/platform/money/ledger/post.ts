// hot-path: every cashier, exchange, 2D and staff posting
import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { sql, type SQL } from 'drizzle-orm';
import { isTransaction, queryRows, type Executor } from '../../../db/client';
import { namedRows, namedStatement } from '../../../db/statements';
import { noticeBalance } from '../../events/notices';
import { houseAccount, type UserAccountCode } from './accounts';
import { pgErrorCode } from '../../../db/transaction';
import { GroupCommit } from '../group-commit';

/**
 * An account by id, a user's own account (a player's, an agent's float) by owner and code, or a house account by code (opened on first use): the
 * last two are looked up in the posting statement itself.
 */
export type AccountRef = number | { userId: number; code: UserAccountCode } | { house: string };

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
  /**
   * Money into play: when the player set protection, post nothing and throw PlayerProtected, for the caller to post
   * it in a transaction that checks the protection first. Only for a posting between a player's own accounts made
   * outside a transaction, which is the only kind that may skip that transaction.
   */
  unlessProtected?: boolean;
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

/** The posting was marked `unlessProtected` and its player set protection: nothing moved. */
export class PlayerProtected extends Error {
  constructor() {
    super('Player protection to check');
  }
}

/** Raised by ledger_post when a player's balance does not cover a debit. */
const INSUFFICIENT_BALANCE = 'ZY001';

type Side = 'debit' | 'credit';
type RefKind = 'id' | 'player' | 'house';

const kindOf = (ref: AccountRef): RefKind =>
  typeof ref === 'number' ? 'id' : 'house' in ref ? 'house' : 'player';

function accountSql(side: Side, kind: RefKind, param: (name: string) => string) {
  if (kind === 'player')
    return `(select id from ledger_accounts where user_id = ${param(`${side}User`)} and code = ${param(`${side}Code`)})`;
  if (kind === 'house') return `house_account(${param(`${side}House`)}, ${param('at')}::timestamptz)`;
  return `${param(side)}::bigint`;
}

/** The ledger_post call for each shape (how each side names its account): postings are the hottest statements. */
const POST_STATEMENTS = new Map(
  (['id', 'player', 'house'] as const).flatMap((debit) =>
    (['id', 'player', 'house'] as const).map((credit) => [
      `${debit}:${credit}`,
      namedStatement(
        `ledger_post_${debit}_${credit}`,
        (param) =>
          `select transfer_id as "transferId", debit_balance as "debitBalance", credit_balance as "creditBalance"
           from ledger_post(${accountSql('debit', debit, param)}, ${accountSql('credit', credit, param)},
             ${param('amount')}::bigint, ${param('kind')}, ${param('reference')}, ${param('playerId')}::bigint,
             ${param('metadata')}::jsonb, ${param('at')}::timestamptz)`,
      ),
    ]),
  ),
);

/** Adds the parameters naming a side's account to `values`. */
function addSide(values: Record<string, unknown>, side: Side, ref: AccountRef) {
  if (typeof ref === 'number') values[side] = ref;
  else if ('house' in ref) values[`${side}House`] = ref.house;
  else {
    values[`${side}User`] = ref.userId;
    values[`${side}Code`] = ref.code;
  }
}

interface PostRow {
  transferId: number | null;
  debitBalance: number | null;
  creditBalance: number | null;
}

/**
 * Posts one transfer in one statement (the ledger_post function of the migrations): the transfer row and both
 * balance updates commit together or not at all. A reference seen before posts nothing ({ posted: false }); a debit
 * the player's balance does not cover moves nothing and throws InsufficientBalance. Inside a caller's transaction
 * it joins that transaction; outside one, a transfer between players' own accounts commits in a group with others
 * arriving at the same time (ledger_post_group).
 */
export async function postTransfer(db: Executor, input: TransferInput): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`Bad amount ${input.amount}`);
  const alone = isTransaction(db) || kindOf(input.debit) !== 'player' || kindOf(input.credit) !== 'player';
  if (alone && input.unlessProtected)
    throw new Error('unlessProtected: only a grouped posting checks protection');
  const row = alone ? await postAlone(db, input) : await grouped.submit(db, input as GroupedInput);
  if (row.transferId === null) return { posted: false };
  if (input.playerId !== null) noticeBalance(input.playerId);
  return {
    posted: true,
    transferId: row.transferId,
    debitBalance: row.debitBalance,
    creditBalance: row.creditBalance,
  };
}

async function postAlone(db: Executor, input: TransferInput): Promise<PostRow> {
  try {
    const statement = POST_STATEMENTS.get(`${kindOf(input.debit)}:${kindOf(input.credit)}`)!;
    const values: Record<string, unknown> = {
      amount: input.amount,
      kind: input.kind,
      reference: input.reference,
      playerId: input.playerId,
      metadata: JSON.stringify(input.metadata ?? {}),
      at: input.at.toISOString(),
    };
    addSide(values, 'debit', input.debit);
    addSide(values, 'credit', input.credit);
    const [row] = await namedRows<PostRow>(db, statement, values);
    return row ?? NOT_POSTED;
  } catch (error) {
    if (pgErrorCode(error) === INSUFFICIENT_BALANCE) throw new InsufficientBalance();
    throw error;
  }
}

const NOT_POSTED: PostRow = { transferId: null, debitBalance: null, creditBalance: null };

type PlayerAccount = { userId: number; code: UserAccountCode };
type GroupedInput = TransferInput & { debit: PlayerAccount; credit: PlayerAccount };

const POST_GROUP = namedStatement(
  'ledger_post_group',
  (param) =>
    `select transfer_id as "transferId", debit_balance as "debitBalance", credit_balance as "creditBalance",
            insufficient, protected
     from ledger_post_group(${param('debitUsers')}::bigint[], ${param('debitCodes')}::text[],
       ${param('creditUsers')}::bigint[], ${param('creditCodes')}::text[], ${param('amounts')}::bigint[],
       ${param('kinds')}::text[], ${param('references')}::text[], ${param('players')}::bigint[],
       ${param('metadata')}::jsonb[], ${param('at')}::timestamptz[], ${param('unlessProtected')}::boolean[])`,
);

async function postGroupRows(db: Executor, inputs: GroupedInput[]): Promise<(PostRow | Error)[]> {
  const rows = await namedRows<PostRow & { insufficient: boolean; protected: boolean | null }>(
    db,
    POST_GROUP,
    {
      debitUsers: inputs.map((input) => input.debit.userId),
      debitCodes: inputs.map((input) => input.debit.code),
      creditUsers: inputs.map((input) => input.credit.userId),
      creditCodes: inputs.map((input) => input.credit.code),
      amounts: inputs.map((input) => input.amount),
      kinds: inputs.map((input) => input.kind),
      references: inputs.map((input) => input.reference),
      players: inputs.map((input) => input.playerId),
      metadata: inputs.map((input) => JSON.stringify(input.metadata ?? {})),
      at: inputs.map((input) => input.at.toISOString()),
      unlessProtected: inputs.map((input) => input.unlessProtected ?? false),
    },
  );
  return rows.map((row) =>
    row.protected ? new PlayerProtected() : row.insufficient ? new InsufficientBalance() : row,
  );
}

/**
 * Transfers between players' own accounts made outside a transaction commit in groups (../group-commit.ts), each
 * answered on its own by ledger_post_group.
 */
const grouped = new GroupCommit<GroupedInput, PostRow>(postGroupRows, (input) => input.debit.userId);

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
