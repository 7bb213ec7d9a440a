import type { ExposureReply } from '@zeya/contract/exposure';
import { kindsOf, type TransferKind } from '@zeya/contract/transfer-kinds';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Executor } from '../../db/client';
import type { MessageKey } from '@zeya/contract/messages';

/**
 * A lottery's table as the core reads it. The games' draws, slips, bets and settings share their column names
 * (draw_id, status, result, amount, payout...), not their Drizzle types, so the core takes any table and reads the
 * shared columns by name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one core for tables of different types
export type LotteryTable = PgTableWithColumns<any>;

/** What every lottery's draw row has, whatever else its game keeps on it. */
export interface LotteryDraw {
  id: number;
  status: 'open' | 'result_entered' | 'settled' | 'void';
  result: string | null;
  resultEnteredBy: number | null;
}

/**
 * One lottery (2D, 3D, ...): what the shared core needs to run its settings, exposure, draw life and console routes.
 * A game's module defines its descriptor and keeps only what truly differs (how a result is entered, who wins).
 */
export interface LotteryDescriptor<Draw extends LotteryDraw, Settings, SettingsBody> {
  /** Names its house account, ledger references (`<code>:win:<bet>`), audit actions, targets and console paths. */
  code: 'twod' | 'threed';
  /** Digits of a number: 2 for "00".."99", 3 for "000".."999". */
  digits: number;
  /** Its console operations' tag in the OpenAPI document. */
  consoleTag: string;
  /** When it draws: twice each Myanmar business day (holidays off), or on days of an operator's calendar. */
  calendar: 'business_day_sessions' | 'days_of_month';
  tables: { draws: LotteryTable; slips: LotteryTable; bets: LotteryTable; settings: LotteryTable };
  /** The house account stakes go to and wins and refunds come from. */
  house: string;
  kinds: { stake: TransferKind; win: TransferKind; refund: TransferKind };
  messages: {
    drawState: MessageKey;
    confirmOther: MessageKey;
    settled: MessageKey;
    voided: MessageKey;
  };
  /** A draw as the console shows it, its console schemas, and what its audit records of a draw keep as "before". */
  draw: {
    byId(db: Executor, drawId: number): Promise<Draw | null | undefined>;
    consoleView(db: Executor, draw: Draw): Promise<unknown>;
    consoleSchema: ZodType;
    params: ZodType<{ id: number }>;
    audited(draw: Draw): Record<string, unknown>;
  };
  exposure(db: Executor, drawId: number): Promise<ExposureReply>;
  settings: {
    of(db: Executor): Promise<Settings>;
    view(settings: Settings): SettingsBody;
    /** The settings row's new values from a body (`updatedAt` is the core's). */
    values(body: SettingsBody): Record<string, unknown>;
    schema: ZodType<SettingsBody>;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a descriptor of any lottery, for the core's callers
export type AnyLottery = LotteryDescriptor<any, any, any>;

/**
 * A lottery's stake, win and refund kinds, read from the transfer vocabulary (its roles for the game), never named
 * here: the vocabulary says once which kind is which.
 */
export function lotteryKinds(game: LotteryDescriptor<LotteryDraw, unknown, unknown>['code']) {
  const one = (role: 'stake' | 'win' | 'stake_return'): TransferKind => {
    const kinds = kindsOf([role], [game]);
    if (kinds.length !== 1) throw new Error(`${game} has ${kinds.length} ${role} kinds, not one`);
    return kinds[0]!;
  };
  return { stake: one('stake'), win: one('win'), refund: one('stake_return') };
}
