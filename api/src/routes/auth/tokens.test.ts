import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, me, register, signJwt, sql, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

async function expectCode(headers: Record<string, string>, status: number, code: string) {
  const res = await me(t, headers);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
}

describe('GET /api/auth/me token checks', () => {
  it('returns the signed-in user with isAdmin and no password data', async () => {
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    const res = await me(t, bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({ id: user.id, email: 'cook@avanzo.test', isAdmin: false, avatar: null });
    expect(Object.keys(body.user)).not.toContain('passwordHash');
    expect(res.body).not.toMatch(/password|hash|scrypt|supporterData/i);
  });

  it('answers 401 TOKEN_MISSING without an authorization header, or with an empty one', async () => {
    await expectCode({}, 401, 'TOKEN_MISSING');
    await expectCode({ authorization: '' }, 401, 'TOKEN_MISSING');
    await expectCode({ authorization: '   ' }, 401, 'TOKEN_MISSING');
  });

  it('answers 401 TOKEN_INVALID for garbage, a non-Bearer scheme or a bare token', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    await expectCode({ authorization: 'Bearer garbage' }, 401, 'TOKEN_INVALID');
    await expectCode({ authorization: 'Bearer a.b.c' }, 401, 'TOKEN_INVALID');
    await expectCode({ authorization: 'Bearer' }, 401, 'TOKEN_INVALID');
    await expectCode({ authorization: `Basic ${token}` }, 401, 'TOKEN_INVALID');
    await expectCode({ authorization: 'Basic dXNlcjpwYXNz' }, 401, 'TOKEN_INVALID');
    await expectCode({ authorization: token }, 401, 'TOKEN_INVALID');
    // A tampered payload breaks the signature.
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else' })).toString('base64url');
    await expectCode(bearer(`${head}.${forged}.${sig}`), 401, 'TOKEN_INVALID');
  });

  it('answers 401 TOKEN_INVALID for a token signed with another secret', async () => {
    const { user } = await register(t, { email: 'cook@avanzo.test' });
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: user.id, iat: now, exp: now + 3600 };
    await expectCode(bearer(signJwt('not-the-server-secret-not-the-server', payload)), 401, 'TOKEN_INVALID');
    // The same claims with the server's secret pass, so the secret is what was refused.
    expect((await me(t, bearer(signJwt(t.app.deps.config.jwtSecret, payload)))).statusCode).toBe(200);
  });

  it('answers 401 TOKEN_EXPIRED once the token lifetime has passed', async () => {
    const { user } = await register(t, { email: 'cook@avanzo.test' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 0, 1, 0, 0, 0);
    vi.setSystemTime(start);
    // @fastify/jwt reads a numeric expiresIn as seconds (fast-jwt itself would read milliseconds).
    const token = t.app.jwt.sign({ sub: user.id, sv: 0 }, { expiresIn: 1 });
    vi.setSystemTime(start + 500);
    expect((await me(t, bearer(token))).statusCode).toBe(200);
    vi.setSystemTime(start + 1_500);
    await expectCode(bearer(token), 401, 'TOKEN_EXPIRED');
  });

  it('answers 401 TOKEN_EXPIRED for a correctly signed token whose exp is in the past', async () => {
    const { user } = await register(t, { email: 'cook@avanzo.test' });
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectCode(
      bearer(signJwt(t.app.deps.config.jwtSecret, { sub: user.id, iat: past - 60, exp: past })),
      401,
      'TOKEN_EXPIRED',
    );
  });

  it('issues tokens that last 30 days', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const claims = t.app.jwt.decode<{ iat: number; exp: number }>(token);
    expect(claims && claims.exp - claims.iat).toBe(30 * 24 * 3600);
  });

  it('answers 401 TOKEN_INVALID for a valid token whose user was deleted, or that names no user', async () => {
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    sql(t, 'delete from users where id = ?', user.id);
    await expectCode(bearer(token), 401, 'TOKEN_INVALID');
    const secret = t.app.deps.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    await expectCode(bearer(signJwt(secret, { iat: now, exp: now + 60 })), 401, 'TOKEN_INVALID');
    await expectCode(bearer(signJwt(secret, { sub: 42, iat: now, exp: now + 60 })), 401, 'TOKEN_INVALID');
  });

  it('answers 403 ACCOUNT_DEACTIVATED for the token of a deactivated user, on every signed-in route', async () => {
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    sql(t, 'update users set active = 0 where id = ?', user.id);
    await expectCode(bearer(token), 403, 'ACCOUNT_DEACTIVATED');
    const res = await t.app.inject({ method: 'POST', url: '/api/heartbeat', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
  });
});
