import type { MessageKey, MessageValues } from '@zeya/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from './audit';
import type { Clock } from '../runtime/clock';
import { HttpError } from '../http/errors';

/**
 * What a refused staff member must do or find: their second factor, its enrolment, a fresh check, another person, or
 * (an agent's staff member) a permission group that allows it.
 */
export type AuthorityNeed = 'second_factor' | 'enrolment' | 'step_up' | 'second_person' | 'desk_permission';

/**
 * A refusal for want of authority (403 or 409): the reply says what is needed and from whom, in the caller's
 * language, carries `needs` so a console can offer the step that answers it, and lands in the audit chain.
 */
export class AuthorityRefusal extends HttpError {
  constructor(
    statusCode: 403 | 409,
    messageKey: MessageKey,
    readonly needs: AuthorityNeed,
    values?: MessageValues,
  ) {
    super(statusCode, messageKey, values);
  }
}

/**
 * Every authority refusal of a signed-in staff member goes into the audit chain, in a transaction of its own: the
 * request's own transaction, if it had one, rolled back with the refusal.
 */
export function auditRefusals(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AuthorityRefusal) || !request.actor) return;
    const actor = request.actor;
    await inTransaction(deps.db, (tx) =>
      recordAudit(tx, {
        actorId: actor.userId,
        actorLabel: actor.userName,
        action: 'authority.refused',
        targetType: 'route',
        targetId: `${request.method} ${request.routeOptions.url ?? ''}`,
        before: null,
        after: { refusal: error.messageKey, needs: error.needs },
        ip: request.ip,
        at: deps.clock.now(),
      }),
    ).catch((failure: unknown) => request.log.error({ err: failure }, 'refusal not audited'));
  });
}
