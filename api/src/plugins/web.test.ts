import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'avanzo-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Avanzo shell</title>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(web, 'sw.js'), 'self.x=1');
  writeFileSync(join(web, 'manifest.webmanifest'), '{"name":"Avanzo"}');
  // What web/scripts/precompress.mjs writes beside each text asset.
  const big = `export const text = ${JSON.stringify('avanzo '.repeat(500))};`;
  writeFileSync(join(web, 'assets', 'big-1.js'), big);
  writeFileSync(join(web, 'assets', 'big-1.js.br'), brotliCompressSync(big));
  writeFileSync(join(web, 'assets', 'big-1.js.gz'), gzipSync(big));
  writeFileSync(join(web, 'index.html.br'), brotliCompressSync('<!doctype html><title>Avanzo shell</title>'));
  t = await startTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves the shell at / and for every client route (SPA fallback), never cached', async () => {
    for (const url of [
      '/',
      '/auth',
      '/app/home',
      '/app/cooking/%7B%22title%22%3A1%7D',
      '/app/analytics?x=1',
      // A JSON-encoded cooking link whose recipe text holds a quote: \" is %5C%22.
      '/app/cooking/%7B%22title%22%3A%22Mamma%5C%22s%20soup%22%7D',
      '/app/%5C',
      '/app/a%2F..%2F..%2Fb',
      '/app/%2e%2e',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Avanzo shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker and manifest', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('sends the precompressed copy the browser accepts (brotli first), and the plain file otherwise', async () => {
    const url = '/assets/big-1.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('avanzo avanzo');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('avanzo avanzo');
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('avanzo avanzo');
    // The SPA fallback sends the shell compressed too.
    const page = await t.app.inject({ url: '/app/home', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Avanzo shell');
  });

  it('answers a JSON 404 for unknown API routes and missing files, not the shell', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/recipes-that-do-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
