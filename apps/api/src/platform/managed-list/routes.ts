import { managedFields, managedRow, moveRequest } from '@zeya/contract/content-console';
import { serialId, success } from '@zeya/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, type Access } from '../auth/access';
import { ok } from '../http/errors';
import { failureReplies } from '../http/http';
import {
  createItem,
  deleteItem,
  listItems,
  mediaField,
  moveItem,
  setEnabled,
  updateItem,
  type Change,
  type ManagedList,
} from './list';

const idParams = z.object({ id: serialId });

/**
 * The console routes of one managed list under `/<path>`: list, create, edit, move up or down, enable, disable and
 * delete. Create and edit take JSON or a multipart form carrying the image or video; each change is audited.
 * Registered without options, so it keeps the prefix of the plugin that registers it.
 */
export function managedListRoutes(
  deps: AppDeps,
  list: ManagedList,
  path: string,
  access: { read: Access; write: Access },
): FastifyPluginAsyncZod {
  return async (app) => {
    const fields = list.fields ?? managedFields[list.name];
    // The list's own text fields, typed loosely: the route answers whatever rowView gives for them.
    const textFields = Object.fromEntries(Object.keys(fields.shape).map((field) => [field, z.string()]));
    const row = managedRow.extend(textFields as Record<never, z.ZodString>).extend(list.rowFields ?? {});
    const media = list.media ? { [mediaField(list.media)]: z.unknown().optional() } : {};
    const body = fields.extend(media);
    const tags = ['console'];
    const change = (request: FastifyRequest): Change => ({
      actor: actorOf(request),
      ip: request.ip,
      at: deps.clock.now(),
    });
    const fileOf = (input: Record<string, unknown>) =>
      list.media ? input[mediaField(list.media)] : undefined;
    const write = {
      config: { access: access.write },
      schema: { tags, params: idParams, response: { 200: success(row), ...failureReplies } },
    };

    app.get(
      path,
      { config: { access: access.read }, schema: { tags, response: { 200: success(z.array(row)) } } },
      async (request) => ok(request, await listItems(deps.db, list)),
    );

    app.post(
      path,
      {
        config: { access: access.write },
        schema: {
          tags,
          consumes: ['application/json', 'multipart/form-data'],
          body,
          response: { 200: success(row), ...failureReplies },
        },
      },
      async (request) => {
        const input = { fields: request.body as Record<string, string>, file: fileOf(request.body) };
        return ok(request, await createItem(deps, list, input, change(request)), 'saved');
      },
    );

    app.put(
      `${path}/:id`,
      { ...write, schema: { ...write.schema, consumes: ['application/json', 'multipart/form-data'], body } },
      async (request) => {
        const input = { fields: request.body as Record<string, string>, file: fileOf(request.body) };
        return ok(request, await updateItem(deps, list, request.params.id, input, change(request)), 'saved');
      },
    );

    for (const [verb, enabled] of [
      ['enable', true],
      ['disable', false],
    ] as const)
      app.post(`${path}/:id/${verb}`, write, async (request) =>
        ok(request, await setEnabled(deps, list, request.params.id, enabled, change(request)), 'saved'),
      );

    app.post(
      `${path}/:id/move`,
      {
        config: { access: access.write },
        schema: {
          tags,
          params: idParams,
          body: moveRequest,
          response: { 200: success(z.array(row)), ...failureReplies },
        },
      },
      async (request) =>
        ok(
          request,
          await moveItem(deps, list, request.params.id, request.body.direction, change(request)),
          'saved',
        ),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: access.write },
        schema: { tags, params: idParams, response: { 200: success(z.null()), ...failureReplies } },
      },
      async (request) =>
        ok(request, await deleteItem(deps, list, request.params.id, change(request)), 'saved'),
    );
  };
}
