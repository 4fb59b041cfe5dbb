import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode, PreferencesBody, UserReply, isLanguage } from '@avanzo/sync-protocol';
import { AppError } from '../../errors';
import { toPublicUser, updateUser } from '../../domain/users';
import { accountOf } from '../../plugins/auth';
import { userStats } from '../../sync/queries';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now } = app.deps;

  app.get('/stats', { onRequest: app.authenticate }, async (request) => userStats(db, accountOf(request).id));

  app.put(
    '/preferences',
    { onRequest: app.authenticate, schema: { body: PreferencesBody, response: { 200: UserReply } } },
    async (request) => {
      const { language } = request.body.preferences;
      if (!isLanguage(language)) {
        throw new AppError(400, ErrorCode.INVALID_LANGUAGE, 'Language must be one of en, it, fr, de');
      }
      const row = updateUser(db, accountOf(request).id, { language }, now());
      return { user: toPublicUser(row, config.adminEmail) };
    },
  );
};

export default userRoutes;
