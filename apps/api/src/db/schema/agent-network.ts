import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { staffRequests } from './authority';
import { bigintRef, id, moment } from './columns';
import { users } from './users';

/**
 * A player moved from one agent to another (or to or from the house, null), kept for good: asked by one console
 * user, approved by another, whose approval moved the player. The player's deposits and withdrawals go through the
 * new agent from then on; what was decided before stays with the agent it was decided by.
 */
export const playerAgentMoves = pgTable(
  'player_agent_moves',
  {
    id: id(),
    playerId: bigintRef('player_id')
      .notNull()
      .references(() => users.id),
    fromAgentId: bigintRef('from_agent_id').references(() => users.id),
    toAgentId: bigintRef('to_agent_id').references(() => users.id),
    reason: text('reason').notNull(),
    requestId: bigintRef('request_id')
      .notNull()
      .unique()
      .references(() => staffRequests.id),
    requestedBy: bigintRef('requested_by')
      .notNull()
      .references(() => users.id),
    approvedBy: bigintRef('approved_by')
      .notNull()
      .references(() => users.id),
    movedAt: moment('moved_at').notNull(),
  },
  (t) => [
    check('player_agent_moves_changes_agent', sql`${t.fromAgentId} is distinct from ${t.toAgentId}`),
    check('player_agent_moves_two_people', sql`${t.requestedBy} <> ${t.approvedBy}`),
    index('player_agent_moves_player_idx').on(t.playerId, t.id),
    index('player_agent_moves_from_idx').on(t.fromAgentId),
    index('player_agent_moves_to_idx').on(t.toAgentId),
  ],
);
