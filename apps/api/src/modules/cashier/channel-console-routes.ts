import { channelOwnerField } from '@zeya/contract/agent-network';
import { managedFields } from '@zeya/contract/content-console';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { paymentChannels, users } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { ADMINS, OPERATORS } from '../../platform/auth/access';
import { acceptUploads } from '../../platform/http/media';
import type { ManagedList } from '../../platform/managed-list/list';
import { managedListRoutes } from '../../platform/managed-list/routes';

/** Logos are fitted, never cropped, into the 72 x 36 px box of the cashier forms, at twice that size. */
export const CHANNELS: ManagedList = {
  name: 'channels',
  target: 'payment_channel',
  table: paymentChannels,
  columns: {
    payment_type: 'paymentType',
    account_name: 'accountName',
    account_no: 'accountNo',
    agent_id: 'agentId',
  },
  // The owner agent: its players pay into this account and the agent's float moves their money (null: the house's).
  fields: managedFields.channels.extend({ agent_id: channelOwnerField }),
  rowFields: { agent_id: z.number().int().nullable() },
  async check(tx, fields) {
    const agentId = fields.agent_id;
    if (typeof agentId !== 'number') return;
    const [agent] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, agentId), eq(users.role, 'agent'), eq(users.status, 'active')));
    if (!agent) throw fieldError('agent_id', 'channel_owner_not_agent');
  },
  media: {
    kind: 'image',
    column: 'imgUrl',
    folder: 'payment-channels',
    size: { width: 144, height: 72, fit: 'contain' },
  },
};

/**
 * /api/console/channels: the accounts players pay their deposits into. Operators see them; only admins change them,
 * since whoever edits an account number decides where players' money goes.
 */
export const channelConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await acceptUploads(app, deps.config.UPLOAD_IMAGE_MAX_BYTES);
  await app.register(managedListRoutes(deps, CHANNELS, '/channels', { read: OPERATORS, write: ADMINS }));
};
