import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/auth/access';

/** A console user's step, for the audit chain and the two-person rule. */
export interface OperatorStep {
  actorId: number;
  label: string;
  ip: string | null;
}

export function stepOf(request: FastifyRequest): OperatorStep {
  const actor = actorOf(request);
  return { actorId: actor.userId, label: actor.userName, ip: request.ip };
}
