import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CATEGORIES,
  SEARCH_MAX_RESULTS,
  catalog,
  type IngredientCategory,
  type LocalizedIngredient,
} from '@avanzo/recipe-core';
import {
  DETECT_BODY_MAX_BYTES,
  DetectBody,
  DetectReply,
  ErrorBody,
  ErrorCode,
  IngredientsAllQuery,
  IngredientsCategoryQuery,
  IngredientsReply,
  IngredientsSearchQuery,
  type Language,
} from '@avanzo/sync-protocol';
import { detectIngredients } from '../../ai/vision';
import { scans } from '../../db/schema';
import { readImageDataUrl } from '../../domain/dataUrl';
import { AppError } from '../../errors';
import { localeOf } from '../../domain/locale';
import { accountOf } from '../../plugins/auth';

const SEARCH_CACHE_SIZE = 2_000;
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * The catalog never changes while the server runs, so every reply is computed once per locale:
 * the whole list and each category on first use, searches in a bounded cache.
 */
function createCatalogCache() {
  const lists = new Map<string, LocalizedIngredient[]>();
  const searches = new Map<string, LocalizedIngredient[]>();
  const once = (key: string, make: () => LocalizedIngredient[]) => {
    let list = lists.get(key);
    if (!list) lists.set(key, (list = make()));
    return list;
  };
  return {
    all: (locale: Language) => once(locale, () => catalog.all(locale)),
    category: (name: IngredientCategory, locale: Language) =>
      once(`${locale}:${name}`, () => catalog.byCategory(name, locale)),
    search(q: string, locale: Language) {
      const key = `${locale}:${q}`;
      const cached = searches.get(key);
      if (cached) return cached;
      const list = catalog.search(q, locale, SEARCH_MAX_RESULTS);
      if (searches.size >= SEARCH_CACHE_SIZE) searches.delete(searches.keys().next().value as string);
      searches.set(key, list);
      return list;
    },
  };
}

const listReply = (ingredients: LocalizedIngredient[]) => ({ ingredients, total: ingredients.length });

const ingredientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now, ai } = app.deps;
  const cache = createCatalogCache();
  const lookupResponse = { 200: IngredientsReply, 400: ErrorBody };

  app.get(
    '/ingredients-database/all',
    { schema: { querystring: IngredientsAllQuery, response: lookupResponse } },
    async (request, reply) => {
      const locale = localeOf(request.query.locale);
      void reply.header('cache-control', CACHE_CONTROL);
      return listReply(cache.all(locale));
    },
  );

  app.get(
    '/ingredients-database/category',
    { schema: { querystring: IngredientsCategoryQuery, response: lookupResponse } },
    async (request, reply) => {
      const locale = localeOf(request.query.locale);
      const name = request.query.name.trim().toLowerCase();
      if (!(CATEGORIES as readonly string[]).includes(name)) {
        throw new AppError(400, ErrorCode.VALIDATION_ERROR, `name must be one of ${CATEGORIES.join(', ')}`);
      }
      void reply.header('cache-control', CACHE_CONTROL);
      return listReply(cache.category(name as IngredientCategory, locale));
    },
  );

  app.get(
    '/ingredients-database/search',
    { schema: { querystring: IngredientsSearchQuery, response: lookupResponse } },
    async (request, reply) => {
      const locale = localeOf(request.query.locale);
      void reply.header('cache-control', CACHE_CONTROL);
      return listReply(cache.search(request.query.q, locale));
    },
  );

  app.post(
    '/ingredients/detect',
    {
      onRequest: app.authenticate,
      bodyLimit: DETECT_BODY_MAX_BYTES,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { body: DetectBody, response: { 200: DetectReply } },
    },
    async (request) => {
      const locale = localeOf(request.body.locale);
      const { dataUrl } = readImageDataUrl(request.body.image);
      if (!ai.configured) {
        throw new AppError(
          503,
          ErrorCode.AI_NOT_CONFIGURED,
          'Photo detection is not set up on this server: add a valid API key (AI_API_KEY) to the configuration and restart the server.',
        );
      }
      const { items, confidence } = await detectIngredients(ai, config.ai.visionModel, dataUrl, locale);
      // Every analysed photo counts as a scan for the user's stats, including one that held no food.
      db.insert(scans)
        .values({ userId: accountOf(request).id, ingredientCount: items.length, createdAt: now() })
        .run();
      if (items.length === 0) {
        throw new AppError(
          422,
          ErrorCode.NO_INGREDIENTS_DETECTED,
          'No ingredients could be recognised in this photo',
        );
      }
      return { ingredients: items.map((item) => item.name), items, confidence, fallbackMode: false };
    },
  );
};

export default ingredientRoutes;
