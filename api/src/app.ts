import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  APP_VERSION,
  AVATAR_MAX_BYTES,
  ErrorCode,
  IP_GEOLOCATION_URL,
  JSON_MAX_DEPTH,
} from '@avanzo/sync-protocol';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { createChallengeSigner, type ChallengeSigner } from './domain/challenge';
import { AppError, toErrorReply } from './errors';
import { jsonNestsDeeperThan } from './domain/jsonDepth';
import { sqliteRateLimitStore } from './db/rateLimitStore';
import { createHashQueue, type HashQueue, type HashQueueOptions } from './domain/hashQueue';
import { registerAuth } from './plugins/auth';
import { registerWeb } from './plugins/web';
import { localFolderStore, type BlobStore } from './storage/blobStore';
import authRoutes from './routes/auth/index';
import avatarRoutes from './routes/auth/avatar';
import systemRoutes from './routes/system/index';
import userRoutes from './routes/users/index';
import syncRoutes from './routes/sync/index';
import recipeRoutes from './routes/recipes/index';
import generateRoutes from './routes/recipes/generate';
import activityRoutes from './routes/activity/index';
import adminRoutes from './routes/admin/index';
import ingredientRoutes from './routes/ingredients/index';
import { createAiClient, type AiClient } from './ai/client';
import { createServerClock, type ServerClock } from './sync/serverClock';
import { ensureSyncMeta } from './sync/store';
import { createSyncWriter, type SyncWriter } from './db/syncWriter';

export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

/** The rate-limited routes: sign-in and registration per address, the account's own per account. */
export type RateLimitName = 'login' | 'register' | 'password' | 'sessions' | 'profile';

export interface AppOptions {
  config: AppConfig;
  /** An open database; by default DATA_DIR/avanzo.db is opened (and migrated). */
  db?: Db;
  now?: () => number;
  logger?: boolean;
  /** The built web app to serve; null serves only the API. */
  webDist?: string | null;
  rateLimits?: Partial<Record<RateLimitName, RateLimitRule>>;
  hashQueue?: HashQueueOptions;
}

/** Everything a route needs, injected once so tests can swap the clock or the database. */
export interface Deps {
  db: Db;
  config: AppConfig;
  now: () => number;
  avatars: BlobStore;
  challenges: ChallengeSigner;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** Every password hash goes through it (domain/hashQueue.ts). */
  hashes: HashQueue;
  startedAt: number;
  clock: ServerClock;
  syncWriter: SyncWriter;
  /** The OpenAI-compatible AI service (generation and vision); `configured` is false without one. */
  ai: AiClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Two years, subdomains included: the value hstspreload.org asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Route plugins whose every route signs in through a plugin-level hook (see their index.ts). */
const SIGNED_IN_PLUGINS = ['/api/recipes', '/api/activity', '/api/admin'];

const DOCS_TAGS: Record<string, string> = {
  health: 'system',
  config: 'system',
  heartbeat: 'system',
  avatars: 'auth',
  'ingredients-database': 'ingredients',
};
const docsTag = (url: string) => {
  const segment = url.split('/')[2] ?? 'api';
  return DOCS_TAGS[segment] ?? segment;
};

/**
 * The OpenAPI description is generated from the route schemas (the same TypeBox schemas that
 * validate requests), so it cannot drift from the code: JSON at /api/docs/json, a viewer at /api/docs.
 */
async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Avanzo API',
        version: APP_VERSION,
        description:
          'Recipes from the ingredients you have, offline-first. Errors always answer `{ code, message }` ' +
          'with a stable code. Signed-in routes take `Authorization: Bearer <token>` from /api/auth/login ' +
          'or /api/auth/register.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Routes that check a token are marked, so the viewer shows the lock and sends the token
    // (app.test.ts checks the marks against what each route really does without a token).
    transform: ({ schema, url, route }) => {
      const hooks = [route.onRequest].flat();
      const signedIn =
        hooks.includes(app.authenticate) || SIGNED_IN_PLUGINS.some((prefix) => url.startsWith(`${prefix}/`));
      const transformed = { ...schema, tags: [docsTag(url)] } as Record<string, unknown>;
      if (signedIn) transformed.security = [{ bearer: [] }];
      return { schema: transformed as typeof schema, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No outside requests (the default validator badge calls validator.swagger.io).
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // The viewer's pages get the app's own policy: its scripts are files, not inline.
    staticCSP: false,
    theme: { title: 'Avanzo API' },
  });
}

export const DEFAULT_WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    // A malformed URL or an over-long path parameter fails before routing, so the error handler never
    // sees it; answer it in the same {code, message} shape instead of Fastify's own.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toErrorReply(error);
      void reply.code(status).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = options.db ?? openDatabase(join(config.dataDir, 'avanzo.db'));
  ensureSyncMeta(db);
  const deps: Deps = {
    db,
    config,
    now: options.now ?? Date.now,
    avatars: localFolderStore(join(config.dataDir, 'avatars')),
    challenges: createChallengeSigner(config.jwtSecret),
    rateLimits: {
      login: options.rateLimits?.login ?? { max: 10, timeWindow: 60_000 },
      register: options.rateLimits?.register ?? { max: config.registerLimit, timeWindow: 10 * 60_000 },
      password: options.rateLimits?.password ?? { max: 5, timeWindow: 15 * 60_000 },
      sessions: options.rateLimits?.sessions ?? { max: 10, timeWindow: 60 * 60_000 },
      profile: options.rateLimits?.profile ?? { max: 30, timeWindow: 10 * 60_000 },
    },
    hashes: createHashQueue(options.hashQueue),
    startedAt: Date.now(),
    clock: createServerClock(options.now ?? Date.now),
    syncWriter: createSyncWriter(db, config.quota),
    ai: createAiClient(config.ai),
  };
  app.decorate('deps', deps);

  // Many fetch wrappers send Content-Type: application/json on every call, bodyless DELETEs and POSTs
  // included: read an empty JSON body as no body rather than refusing it. Routes that need a body
  // still answer 400 VALIDATION_ERROR from their schema.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    // Validation walks the value recursively: a body nested thousands deep would overflow its stack.
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH))
      return done(
        new AppError(400, ErrorCode.JSON_TOO_DEEP, `JSON may nest at most ${JSON_MAX_DEPTH} levels deep`),
        undefined,
      );
    return parseJson(request, text, done);
  });
  if (!options.db) app.addHook('onClose', async () => db.$client.close());

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", new URL(IP_GEOLOCATION_URL).origin],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over TLS: it is sent below when the request really came over https.
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  const limitStore = sqliteRateLimitStore(db, deps.now);
  app.addHook('onClose', async () => limitStore.close());
  await app.register(rateLimit, {
    global: false,
    store: limitStore.Store,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES - 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
  await registerAuth(app, config.jwtSecret);
  await registerDocs(app);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(avatarRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(syncRoutes, { prefix: '/api/sync' });
  await app.register(generateRoutes, { prefix: '/api/recipes' });
  await app.register(recipeRoutes, { prefix: '/api/recipes' });
  await app.register(activityRoutes, { prefix: '/api/activity' });
  await app.register(ingredientRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await registerWeb(app, options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist);
  return app;
}
