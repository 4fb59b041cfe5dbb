import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, OkReply, stripRecipePrefix } from '@avanzo/sync-protocol';
import { AppError } from '../../errors';
import { accountOf } from '../../plugins/auth';
import { applyServerMutation } from '../../sync/push';
import { listActivity } from '../../sync/queries';

const EntryBody = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 71 }),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    timestamp: Type.Optional(Type.String({ maxLength: 40 })),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** SPEC §7 activity routes, over the same mutations as the sync push. */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, now, syncWriter } = app.deps;
  const errors = { 400: ErrorBody, 401: ErrorBody };
  app.addHook('onRequest', app.authenticate);

  app.get('/', async (request) => listActivity(db, accountOf(request).id));

  /** Body `{id, title, timestamp}`: `id` is the recipe the entry is about (SPEC §7). */
  app.post('/', { schema: { body: EntryBody } }, async (request, reply) => {
    const user = accountOf(request);
    const relatedId = stripRecipePrefix(request.body.id);
    if (!VALID_ID.test(relatedId)) throw new AppError(400, 'VALIDATION_ERROR', 'Invalid recipe id');
    const entry = {
      id: randomUUID(),
      type: request.body.type ?? 'recipe_generated',
      title: request.body.title?.trim() || 'Recipe Generated',
      description: request.body.description ?? '',
      relatedId,
      timestamp: request.body.timestamp ?? new Date(now()).toISOString(),
    };
    applyServerMutation(syncWriter, clock, user.id, { name: 'activity.append', args: { entry } }, now);
    return reply.code(201).send({ entry });
  });

  app.delete(
    '/recipe/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 71 }) }),
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      const recipeId = stripRecipePrefix(request.params.id);
      if (!VALID_ID.test(recipeId)) throw new AppError(400, 'VALIDATION_ERROR', 'Invalid recipe id');
      applyServerMutation(
        syncWriter,
        clock,
        accountOf(request).id,
        { name: 'activity.clearForRecipe', args: { recipeId } },
        now,
      );
      return { ok: true as const };
    },
  );
};

export default activityRoutes;
