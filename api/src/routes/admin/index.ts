import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminAnalyticsReply,
  AdminGeolocationReply,
  AdminPerformanceReply,
  AdminUsersReply,
  ErrorBody,
  ErrorCode,
} from '@avanzo/sync-protocol';
import { createAdminQueries, performanceNow } from '../../domain/admin';
import { isAdmin } from '../../domain/users';
import { AppError } from '../../errors';
import { accountOf } from '../../plugins/auth';

/**
 * SPEC §2 Analytics, enforced here: only the ADMIN_EMAIL account gets an answer (401 without a
 * session, 403 ADMIN_ONLY for everyone else). Every reply is `{data}`.
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now } = app.deps;
  const queries = createAdminQueries(db);
  const errors = { 401: ErrorBody, 403: ErrorBody };

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (!isAdmin(accountOf(request), config.adminEmail))
      throw new AppError(403, ErrorCode.ADMIN_ONLY, 'Only the administrator can see this');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/analytics', { schema: { response: { 200: AdminAnalyticsReply, ...errors } } }, async () => ({
    data: queries.analytics(now()),
  }));
  app.get('/performance', { schema: { response: { 200: AdminPerformanceReply, ...errors } } }, async () => ({
    data: performanceNow(),
  }));
  app.get('/geolocation', { schema: { response: { 200: AdminGeolocationReply, ...errors } } }, async () => ({
    data: queries.geolocation(),
  }));
  app.get('/users/all', { schema: { response: { 200: AdminUsersReply, ...errors } } }, async () => ({
    data: queries.allUsers(),
  }));
};

export default adminRoutes;
