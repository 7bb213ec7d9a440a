import type { FastifyRequest } from 'fastify';
import { actorOf } from '../auth/access';

/** A console user's step on a lottery, for the audit chain and the rule of two people. */
export interface OperatorStep {
  actorId: number;
  label: string;
  role: 'operator' | 'admin';
  ip: string | null;
}

export function stepOf(request: FastifyRequest): OperatorStep {
  const actor = actorOf(request);
  // The lottery console routes admit console users only.
  const role = actor.role as OperatorStep['role'];
  return { actorId: actor.userId, label: actor.userName, role, ip: request.ip };
}
