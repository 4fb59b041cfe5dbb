import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => t.close());

describe('system routes', () => {
  it('GET /api/health answers ok with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', version: '1.0.0' });
  });

  it('GET /api/config tells what the server can do, without secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      version: '1.0.0',
      generation: { provider: 'none', offlineComposer: true },
      vision: false,
      donationUrl: null,
      supportEmail: 'support@avanzo.app',
    });
  });

  it('POST /api/heartbeat needs a token and updates last-seen', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/heartbeat' })).json()).toMatchObject({
      code: 'TOKEN_MISSING',
    });
    const { token, user } = await register(t, { email: 'a@b.test' });
    t.clock.advance(60_000);
    const res = await t.app.inject({ method: 'POST', url: '/api/heartbeat', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const row = t.app.deps.db.$client.prepare('select last_seen_at from users where id = ?').get(user.id) as {
      last_seen_at: number;
    };
    expect(row.last_seen_at).toBe(t.clock.now());
  });

  it('unknown API routes answer a JSON 404 with a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
