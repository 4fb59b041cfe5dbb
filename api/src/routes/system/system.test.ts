import { LAST_SEEN_RESOLUTION_MS } from '../../domain/users';
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

  it('writes last-seen at most every 30 s: a heartbeat inside that window commits nothing', async () => {
    const { token, user } = await register(t, { email: 'c@d.test' });
    const client = t.app.deps.db.$client;
    const lastSeen = () =>
      (client.prepare('select last_seen_at from users where id = ?').get(user.id) as { last_seen_at: number })
        .last_seen_at;
    const beat = () => t.app.inject({ method: 'POST', url: '/api/heartbeat', headers: bearer(token) });
    t.clock.advance(LAST_SEEN_RESOLUTION_MS + 1);
    expect((await beat()).statusCode).toBe(200);
    const first = lastSeen();
    expect(first).toBe(t.clock.now());
    const changes = client.prepare('select total_changes() as n').get() as { n: number };
    t.clock.advance(LAST_SEEN_RESOLUTION_MS - 1_000);
    expect((await beat()).statusCode).toBe(200);
    expect(lastSeen()).toBe(first);
    expect(client.prepare('select total_changes() as n').get()).toEqual(changes);
    t.clock.advance(2_000);
    expect((await beat()).statusCode).toBe(200);
    expect(lastSeen()).toBe(t.clock.now());
  });

  it('unknown API routes answer a JSON 404 with a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
