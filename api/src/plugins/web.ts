import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@avanzo/sync-protocol';

/**
 * Serves the built web app with an SPA fallback: any GET that is not /api/* and not a file gets
 * index.html, so deep links and reloads work. Text files go out brotli- or gzip-compressed as the browser
 * accepts, from the copies the build wrote. Hashed assets are cached for a year; the shell, the
 * service worker and the manifest are always revalidated so updates reach users.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per built file (read at start-up), so every other path reaches the SPA fallback below:
      // with a catch-all route, an in-app address holding %5C or ../ was refused as a file path (403).
      wildcard: false,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset (web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      hasWeb &&
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]{1,8}$/i.test(path)
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ code: ErrorCode.NOT_FOUND, message: `No route for ${request.method} ${path}` });
  });
}
