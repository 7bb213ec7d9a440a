import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { paymentChannels } from '../../db/schema';
import { ADMINS, OPERATORS } from '../../platform/auth/access';
import { acceptUploads } from '../../platform/http/media';
import type { ManagedList } from '../../platform/managed-list/list';
import { managedListRoutes } from '../../platform/managed-list/routes';

/** Logos are fitted, never cropped, into the 72 x 36 px box of the cashier forms, at twice that size. */
export const CHANNELS: ManagedList = {
  name: 'channels',
  target: 'payment_channel',
  table: paymentChannels,
  columns: { payment_type: 'paymentType', account_name: 'accountName', account_no: 'accountNo' },
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
