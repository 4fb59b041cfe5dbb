import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, login, register, startTestApp, type TestApp } from '../../test/harness';

const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const t = await startTestApp(options);
  apps.push(t);
  return t;
}

const PASSWORD_RULE = { max: 5, timeWindow: 15 * 60_000 };

describe('rate limits of the auth-sensitive routes', () => {
  it('lets a stolen token guess the current password 5 times, then refuses at once, from any address', async () => {
    const t = await start({ rateLimits: { password: PASSWORD_RULE } });
    const { token } = await register(t, { email: 'cook@avanzo.test', password: 'real-pass' });
    await register(t, { email: 'other@avanzo.test', password: 'other-pass' });
    const guesses = Array.from({ length: 400 }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: `guess-${i}`, newPassword: 'taken-over' },
        remoteAddress: `10.0.${i >> 8}.${i & 255}`,
      }),
    );
    // Another cook signs in during the flood.
    const other = login(t, 'other@avanzo.test', 'other-pass');
    const codes = (await Promise.all(guesses)).map((res) => res.json<{ code: string }>().code);
    // At most 5 pass the limit, and of those at most 2 at a time reach the hash queue (the rest of a
    // burst is refused there): no more than 5 guesses were checked, every other one refused at once.
    const checked = codes.filter((c) => c === 'WRONG_CURRENT_PASSWORD').length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(400 - checked);
    expect((await other).statusCode).toBe(200);
    // Even the right password waits for the window now.
    const right = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'real-pass', newPassword: 'new-pass-1' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    t.clock.advance(15 * 60_000);
    const later = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'real-pass', newPassword: 'new-pass-1' },
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('counts profile changes and "sign out everywhere" per account', async () => {
    const t = await start({
      rateLimits: { profile: { max: 2, timeWindow: 60_000 }, sessions: { max: 1, timeWindow: 60_000 } },
    });
    const { token } = await register(t, { email: 'cook@avanzo.test', password: 'real-pass' });
    const rename = (name: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { name } });
    expect((await rename('A')).statusCode).toBe(200);
    expect((await rename('B')).statusCode).toBe(200);
    expect((await rename('C')).json()).toMatchObject({ code: 'RATE_LIMITED' });
    const signOut = async () => {
      const { token: fresh } = (await login(t, 'cook@avanzo.test', 'real-pass')).json<{ token: string }>();
      return t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: bearer(fresh) });
    };
    expect((await signOut()).statusCode).toBe(200);
    expect((await signOut()).json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keeps its counters in the database: a restart does not reset them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-limits-'));
    dirs.push(dataDir);
    const rateLimits = { login: { max: 3, timeWindow: 60_000 } };
    const first = await start({ dataDir, rateLimits });
    await register(first, { email: 'cook@avanzo.test', password: 'real-pass' });
    for (let i = 0; i < 3; i++)
      expect((await login(first, 'cook@avanzo.test', 'wrong')).statusCode).toBe(401);
    expect((await login(first, 'cook@avanzo.test', 'real-pass')).statusCode).toBe(429);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await start({ dataDir, rateLimits });
    const res = await login(second, 'cook@avanzo.test', 'real-pass');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    second.clock.advance(2 * 60_000);
    expect((await login(second, 'cook@avanzo.test', 'real-pass')).statusCode).toBe(200);
  });
});
