import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  ErrorCode,
  PULL_DEFAULT_LIMIT,
  PUSH_MAX_BYTES,
  PullQuery,
  PushBody,
  PushReply,
} from '@avanzo/sync-protocol';
import { AppError } from '../../errors';
import { accountOf } from '../../plugins/auth';
import { pullChanges } from '../../sync/pull';
import { createGroupCommit } from '../../sync/groupCommit';
import { pushMutations } from '../../sync/push';
import { queryInteger } from '../query';

function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_');
}

const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now, clock, syncWriter } = app.deps;
  // Pushes arriving together share one commit (one fsync), each still all-or-nothing.
  const pushes = createGroupCommit(db.$client);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 503: ErrorBody };

  app.post(
    '/push',
    {
      bodyLimit: PUSH_MAX_BYTES,
      onRequest: app.authenticate,
      schema: { body: PushBody, response: { 200: PushReply, ...errors } },
    },
    async (request, reply) => {
      const user = accountOf(request);
      let outcome;
      try {
        const body = request.body;
        const length = Number(request.headers['content-length']);
        const bytes = Number.isSafeInteger(length) && length >= 0 ? length : undefined;
        outcome = await pushes.submit(() => pushMutations(syncWriter, clock, user.id, body, now, bytes));
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isDatabaseError(error)) {
          request.log.error({ err: error }, 'sync push: database error');
          throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The database is unavailable, please retry');
        }
        throw error;
      }
      if (outcome.kind === 'gap') {
        return reply.code(409).send({
          code: ErrorCode.SEQ_GAP,
          message: `Mutations must follow seq ${outcome.lastSeq} without gaps`,
          lastSeq: outcome.lastSeq,
        });
      }
      return outcome.reply;
    },
  );

  app.get('/pull', { onRequest: app.authenticate, schema: { querystring: PullQuery } }, async (request) => {
    const user = accountOf(request);
    const limit = queryInteger(request.query.limit, 'limit', PULL_DEFAULT_LIMIT);
    return pullChanges(db, clock, user.id, request.query.cursor, limit);
  });
};

export default syncRoutes;
