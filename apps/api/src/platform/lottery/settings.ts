import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../authority/audit';
import { toKyat, toPya } from '../money/money';
import type { LotteryDescriptor, LotteryDraw } from './descriptor';
import type { OperatorStep } from './steps';

/** A lottery's settings are one row (id 1, made by its migration with the defaults). */
const SETTINGS_ROW = 1;

/**
 * New settings apply to bets from now on: a lower break limit never undoes stakes already taken, new odds never change
 * what placed bets pay, and a new closing minute applies to draws not yet made. Audited as `<code>.settings`.
 */
export async function updateLotterySettings<Settings, Body>(
  db: Database,
  lottery: LotteryDescriptor<LotteryDraw, Settings, Body>,
  body: Body,
  step: OperatorStep,
  now: Date,
): Promise<Body> {
  const { settings } = lottery.tables;
  return inTransaction(db, async (tx) => {
    const before = lottery.settings.view(await lottery.settings.of(tx));
    const values = Object.assign(lottery.settings.values(body), { updatedAt: now });
    const [after] = await tx.update(settings).set(values).where(eq(settings.id, SETTINGS_ROW)).returning();
    const view = lottery.settings.view(after as Settings);
    await recordAudit(tx, {
      actorId: step.actorId,
      actorLabel: step.label,
      action: `${lottery.code}.settings`,
      targetType: `${lottery.code}_settings`,
      targetId: String(SETTINGS_ROW),
      before,
      after: view,
      ip: step.ip,
      at: now,
    });
    return view;
  });
}

/** Numbers an operator closes, each once, in order: what both games store. */
export const closedList = (numbers: readonly string[]) => [...new Set(numbers)].sort();

/** The break limit and player limit every lottery's settings start with, in kyat: a view's first two fields. */
export const limitsView = (settings: { breakLimit: number; playerLimit: number | null }) => ({
  break_limit: toKyat(settings.breakLimit),
  player_limit: settings.playerLimit === null ? null : toKyat(settings.playerLimit),
});

/** The same two limits of a settings body, in pya, as the settings row keeps them. */
export const limitsValues = (body: { break_limit: number; player_limit: number | null }) => ({
  breakLimit: toPya(body.break_limit),
  playerLimit: body.player_limit === null ? null : toPya(body.player_limit),
});
