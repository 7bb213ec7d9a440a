import type { FactorMethod, SignInFactor } from '@zeya/contract/second-factor';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryCodes, secondFactors } from '../../db/schema';
import { needsFactor } from './access';
import type { Actor } from './sessions';

/**
 * What a staff member's new session must do before the gate opens more than the factor's own steps: prove the
 * factor they have (with one of `methods`), enrol one when they must have one, or nothing. Console and agent
 * sign-ins both answer it.
 */
export async function signInFactor(
  db: Executor,
  user: Pick<Actor, 'role' | 'secondFactor' | 'secondFactorRequired'> & { id: number },
  siteRequires: boolean,
): Promise<SignInFactor> {
  if (!user.secondFactor)
    return { second_factor: needsFactor(user, { required: siteRequires }) ? 'enrol' : 'none', methods: [] };
  const [kinds, [code]] = await Promise.all([
    db
      .selectDistinct({ kind: secondFactors.kind })
      .from(secondFactors)
      .where(eq(secondFactors.userId, user.id)),
    db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
      .limit(1),
  ]);
  const methods: FactorMethod[] = kinds.map((row) => row.kind).sort();
  if (code) methods.push('recovery');
  return { second_factor: 'verify', methods };
}
