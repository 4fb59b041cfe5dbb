import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from './app';
import { startTestApp, type TestApp } from './test/harness';

/** Issue 9's hardening: security headers, CORS closed, and an OpenAPI description that tells the truth. */

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('sends a strict Content-Security-Policy: scripts only from the app itself, no inline, no eval', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/docs/json']) {
      const res = await t.app.inject({ url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      const everything = [...csp.values()].flat();
      expect(everything, url).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('never says what it runs on', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('sends no HSTS over plain http, and ignores X-Forwarded-Proto from a proxy it does not trust', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps CORS closed: no cross-origin read and no preflight approval', async () => {
    const origin = 'https://evil.example';
    const read = await t.app.inject({ url: '/api/config', headers: { origin } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  it('sends HSTS when the trusted proxy says the request came over https, and only then', async () => {
    const t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const https = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(HSTS);
      const http = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // A request from an address that is not the proxy cannot claim https.
      const direct = await t.app.inject({
        url: '/api/health',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

/** "METHOD /path/{param}" for every route in Fastify's printed route tree (HEAD and the docs left out). */
function registeredRoutes(t: TestApp): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (path.startsWith('/api/docs')) continue;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

type Operation = { security?: unknown[]; tags?: string[]; parameters?: Array<{ in: string; name: string }> };
type OpenApi = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI description at /api/docs', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApi>();
  });
  afterAll(async () => t.close());

  it('describes every API route from the route schemas', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Avanzo API');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Exactly the routes Fastify really has (from its own route tree), minus the docs themselves.
    const normalize = (op: string) => op.replace(/\/$/, '');
    expect(new Set(documented.map(normalize))).toEqual(new Set(registeredRoutes(t).map(normalize)));
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/sync/push',
        'GET /api/sync/pull',
        'GET /api/recipes/',
        'PUT /api/recipes/{id}',
        'POST /api/recipes/generate',
        'POST /api/ingredients/detect',
        'GET /api/admin/analytics',
      ]),
    );
    expect(documented.some((op) => op.includes('/api/docs'))).toBe(false);
    // Request schemas are there: the push body names its mutations.
    expect(JSON.stringify(doc.paths['/api/sync/push'])).toContain('mutations');
    expect(JSON.stringify(doc.paths['/api/recipes/{id}']?.put)).toContain('"in":"path"');
  });

  it('marks exactly the routes that need a token, as each route really behaves without one', async () => {
    let marked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{[^}]+\}/g, 'x');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        const asksForToken = res.statusCode === 401 && res.json<{ code: string }>().code === 'TOKEN_MISSING';
        expect(Boolean(op.security), `${method} ${path} -> ${res.statusCode} ${res.body.slice(0, 80)}`).toBe(
          asksForToken,
        );
        if (op.security) marked += 1;
      }
    }
    expect(marked).toBeGreaterThan(20);
  });

  it('serves a viewer that runs under the same strict policy', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    // Its scripts are files (no inline code), each served from /api/docs/static.
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
      ([, code]) => code!.trim() !== '',
    );
    expect(inline).toEqual([]);
    const scripts = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await t.app.inject({ url: new URL(src, 'http://x/api/docs/static/').pathname });
      expect(res.statusCode, src).toBe(200);
    }
  });
});
