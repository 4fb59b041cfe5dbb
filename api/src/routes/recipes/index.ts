import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import { Type, type TSchema } from 'typebox';
import Value from 'typebox/value';
import {
  EMPTY_RECIPE_FIELDS,
  ErrorBody,
  OkReply,
  RecipeFieldsPatch,
  RecipeInput,
  stripRecipePrefix,
  type Recipe,
} from '@avanzo/sync-protocol';
import { AppError, notFound } from '../../errors';
import { accountOf } from '../../plugins/auth';
import { applyServerMutation } from '../../sync/push';
import { countRecipes, findRecipe, isRecipeDeleted, listRecipes } from '../../sync/queries';
import { queryInteger } from '../query';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 71 }) });
const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** `/all` and `/saved` answer at most this many recipes at once (a page); `x-next-cursor` leads on. */
export const LIST_PAGE_DEFAULT = 500;
export const LIST_PAGE_MAX = 1_000;
const AllQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_PAGE_MAX, default: LIST_PAGE_DEFAULT })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
});
const encodeListCursor = (r: Recipe) =>
  Buffer.from(JSON.stringify([r.createdAt, r.id])).toString('base64url');
function decodeListCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string')
      return { createdAt: value[0], id: value[1] };
  } catch {
    // answered below
  }
  throw new AppError(400, 'VALIDATION_ERROR', 'Invalid cursor', [{ path: '/cursor' }]);
}
/**
 * The app's validator coerces types, which query strings need but which rewrites a recipe body: `null`
 * for `calories` or a cooking time became 0, a different write from the same push. Recipe writes are
 * checked the way the push checks its args (TypeBox, no coercion); unknown properties are still dropped.
 */
const exact: FastifySchemaCompiler<TSchema> =
  ({ schema }) =>
  (data: unknown) => {
    const value = data === undefined ? data : Value.Clean(schema, structuredClone(data));
    return Value.Check(schema, value) ? { value } : { error: Value.Errors(schema, value).slice(0, 1) };
  };

/**
 * The REST routes of SPEC §7 for recipes: thin adapters that turn each call into the same mutation
 * the sync push applies, so one code path writes data.
 */
const recipeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, now, syncWriter } = app.deps;
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  app.addHook('onRequest', app.authenticate);

  const liveRecipe = (userId: string, rawId: string): Recipe => {
    const id = stripRecipePrefix(rawId);
    const recipe = VALID_ID.test(id) ? findRecipe(db, userId, id) : null;
    if (!recipe) throw notFound('No such recipe');
    return recipe;
  };

  app.post('/', { schema: { body: RecipeInput }, validatorCompiler: exact }, async (request, reply) => {
    const user = accountOf(request);
    const { id: rawId, createdAt, ...fields } = request.body;
    const id = rawId ? stripRecipePrefix(rawId) : randomUUID();
    if (!VALID_ID.test(id)) throw new AppError(400, 'VALIDATION_ERROR', 'Invalid recipe id');
    // The create could not bring a deleted recipe back (the delete wins the merge): refuse it before it
    // writes anything, instead of storing invisible fields and then answering 404.
    if (isRecipeDeleted(db, user.id, id)) throw notFound('This recipe was deleted');
    // Defaults for what the body leaves out; a composition is written only when one is sent, as a pushed
    // create without one would be.
    const { composition: _none, ...defaults } = EMPTY_RECIPE_FIELDS;
    const recipe = {
      ...defaults,
      ...fields,
      id,
      createdAt: createdAt ?? new Date(now()).toISOString(),
    };
    applyServerMutation(syncWriter, clock, user.id, { name: 'recipe.create', args: { recipe } }, now);
    return reply.code(201).send({ recipe: liveRecipe(user.id, id) });
  });

  app.get('/', { schema: { querystring: ListQuery } }, async (request) => {
    const user = accountOf(request);
    const page = queryInteger(request.query.page, 'page', 1);
    const limit = queryInteger(request.query.limit, 'limit', 10);
    const search = request.query.search?.trim() || undefined;
    const total = countRecipes(db, user.id, { search });
    const recipes = listRecipes(db, user.id, { search, offset: (page - 1) * limit, limit });
    return { recipes, total, page, limit, totalPages: Math.ceil(total / limit) };
  });

  /**
   * SPEC's lists of every recipe (or every saved one), bounded: the newest `limit` (500 by default, at
   * most 1,000), and `x-next-cursor` in the headers while more remain (pass it back as `cursor`). Keyset
   * paging on the list's order, so a page costs the same however deep it is.
   */
  for (const [url, savedOnly] of [
    ['/all', false],
    ['/saved', true],
  ] as const) {
    app.get(url, { schema: { querystring: AllQuery } }, async (request, reply) => {
      const limit = queryInteger(request.query.limit, 'limit', LIST_PAGE_DEFAULT);
      const after = decodeListCursor(request.query.cursor);
      const found = listRecipes(db, accountOf(request).id, { savedOnly, after, limit: limit + 1 });
      const page = found.slice(0, limit);
      const last = page[page.length - 1];
      if (found.length > limit && last) reply.header('x-next-cursor', encodeListCursor(last));
      return page;
    });
  }

  app.get('/:id', { schema: { params: IdParams } }, async (request) => ({
    recipe: liveRecipe(accountOf(request).id, request.params.id),
  }));

  app.put(
    '/:id',
    { schema: { params: IdParams, body: RecipeFieldsPatch }, validatorCompiler: exact },
    async (request) => {
      const user = accountOf(request);
      const { id } = liveRecipe(user.id, request.params.id);
      applyServerMutation(
        syncWriter,
        clock,
        user.id,
        { name: 'recipe.patch', args: { id, fields: request.body } },
        now,
      );
      return { recipe: liveRecipe(user.id, id) };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 200: OkReply, ...errors } } },
    async (request) => {
      const user = accountOf(request);
      const { id } = liveRecipe(user.id, request.params.id);
      applyServerMutation(syncWriter, clock, user.id, { name: 'recipe.delete', args: { id } }, now);
      return { ok: true as const };
    },
  );

  for (const [method, saved] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:id/save',
      schema: { params: IdParams },
      handler: async (request) => {
        const user = accountOf(request);
        const { id } = liveRecipe(user.id, request.params.id);
        applyServerMutation(
          syncWriter,
          clock,
          user.id,
          { name: 'saved.set', args: { recipeId: id, saved } },
          now,
        );
        return { recipe: liveRecipe(user.id, id) };
      },
    });
  }
};

export default recipeRoutes;
