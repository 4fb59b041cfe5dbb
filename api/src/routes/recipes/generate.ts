import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, GenerateBody, GenerateReply } from '@avanzo/sync-protocol';
import { generateRecipes, generationRequest } from '../../ai/generate';
import { localeOf } from '../../domain/locale';

/** POST /api/recipes/generate: recipes for the cook's ingredients, returned, not stored (the client stores them). */
const generateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ai, config, now } = app.deps;
  app.post(
    '/generate',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { body: GenerateBody, response: { 200: GenerateReply, 400: ErrorBody, 422: ErrorBody } },
    },
    async (request) => {
      const locale = localeOf(request.body.preferences?.locale);
      return generateRecipes(ai, config.ai.model, generationRequest(request.body, locale), now);
    },
  );
};

export default generateRoutes;
