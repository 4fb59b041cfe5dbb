import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode, PreferencesBody, UserReply, isLanguage } from '@avanzo/sync-protocol';
import { AppError } from '../../errors';
import { findUserById, toPublicUser } from '../../domain/users';
import { accountOf } from '../../plugins/auth';
import { applyServerMutation } from '../../sync/push';
import { userStats } from '../../sync/queries';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now, clock, syncWriter } = app.deps;

  app.get('/stats', { onRequest: app.authenticate }, async (request) => userStats(db, accountOf(request).id));

  app.put(
    '/preferences',
    { onRequest: app.authenticate, schema: { body: PreferencesBody, response: { 200: UserReply } } },
    async (request) => {
      const { language } = request.body.preferences;
      if (!isLanguage(language)) {
        throw new AppError(400, ErrorCode.INVALID_LANGUAGE, 'Language must be one of en, it, fr, de');
      }
      // The same mutation a client pushes (ARCHITECTURE §3: one code path writes data), so the change gets
      // a clock and a version and reaches the user's other devices through pull.
      const { id } = accountOf(request);
      applyServerMutation(syncWriter, clock, id, { name: 'preferences.set', args: { language } }, now);
      const row = findUserById(db, id);
      if (!row)
        throw new AppError(401, ErrorCode.TOKEN_INVALID, 'Your session is not valid, please sign in again');
      return { user: toPublicUser(row, config.adminEmail) };
    },
  );
};

export default userRoutes;
