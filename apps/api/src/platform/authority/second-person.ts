import { myanmarDateTime } from '@zeya/contract/myanmar-time';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AuthorityRefusal } from './refusal';

export interface SecondPerson {
  /** Who approves now. */
  approverId: number;
  /** Who asked, gave the first approval, computed or entered what is approved (null: the server itself). */
  firstPersonId: number | null;
  /** The staff accounts the decision is about (an account being made, re-roled, reset; an agent being paid). */
  concerns?: readonly number[];
  /** Only an admin may approve it. */
  adminOnly?: boolean;
  at: Date;
}

/**
 * The rule that makes two people two people: the approver is not the first person, is an admin where one is needed,
 * has counted as a second person for long enough (an account made or reset by staff counts only after some days),
 * and is neither concerned by the decision nor made by anyone it concerns, so an account cannot vouch for the one
 * that made it. Every refusal names what is needed.
 */
export async function checkSecondPerson(db: Executor, check: SecondPerson): Promise<void> {
  if (check.approverId === check.firstPersonId)
    throw new AuthorityRefusal(409, 'second_person_same', 'second_person');
  const [approver] = await db
    .select({ role: users.role, from: users.secondPersonFrom, createdBy: users.createdBy })
    .from(users)
    .where(eq(users.id, check.approverId));
  if (!approver) throw new AuthorityRefusal(403, 'second_person_same', 'second_person');
  if (check.adminOnly && approver.role !== 'admin')
    throw new AuthorityRefusal(403, 'second_person_admin_only', 'second_person');
  if (!approver.from || approver.from > check.at)
    throw new AuthorityRefusal(403, 'second_person_new_account', 'second_person', {
      from: approver.from ? myanmarDateTime(approver.from) : '-',
    });
  const concerned = [
    ...(check.concerns ?? []),
    ...(check.firstPersonId === null ? [] : [check.firstPersonId]),
  ];
  if (
    (check.concerns ?? []).includes(check.approverId) ||
    (approver.createdBy !== null && concerned.includes(approver.createdBy))
  )
    throw new AuthorityRefusal(403, 'second_person_concerned', 'second_person');
}
