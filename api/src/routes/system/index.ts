import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { APP_VERSION, ConfigReply, ErrorBody, HealthReply, OkReply } from '@avanzo/sync-protocol';
import { touchLastSeen } from '../../domain/users';
import { accountOf } from '../../plugins/auth';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now } = app.deps;

  app.get('/health', { schema: { response: { 200: HealthReply, 503: ErrorBody } } }, async () => {
    db.get(sql`select 1`);
    return {
      status: 'ok' as const,
      version: APP_VERSION,
      database: 'ok' as const,
      uptime: Math.round((Date.now() - app.deps.startedAt) / 1000),
    };
  });

  app.get('/config', { schema: { response: { 200: ConfigReply } } }, async () => ({
    version: APP_VERSION,
    generation: { provider: config.ai.provider, offlineComposer: true },
    vision: app.deps.ai.configured,
    donationUrl: config.donationUrl,
    supportEmail: config.supportEmail,
  }));

  app.post(
    '/heartbeat',
    { onRequest: app.authenticate, schema: { response: { 200: OkReply } } },
    async (request) => {
      touchLastSeen(db, accountOf(request).id, now());
      return { ok: true as const };
    },
  );
};

export default systemRoutes;
