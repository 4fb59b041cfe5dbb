import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, register, startTestApp, type Registered, type TestApp } from '../test/harness';

/** Regression: tokens are checked with HS256 only, whatever algorithm their header names. */

let t: TestApp;
let account: Registered;
beforeAll(async () => {
  t = await startTestApp();
  account = await register(t, { email: 'cook@avanzo.test' });
});
afterAll(async () => t.close());

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function hmacToken(alg: string, hash: string, claims: Record<string, unknown>): string {
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac(hash, t.app.deps.config.jwtSecret).update(unsigned).digest('base64url')}`;
}
const claims = () => {
  const now = Math.floor(Date.now() / 1000);
  return { sub: account.user.id, iat: now, exp: now + 3600 };
};

describe('token algorithm', () => {
  it('signs with HS256', () => {
    const [header] = account.token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('accepts an HS256 token signed with the secret', async () => {
    expect((await me(t, bearer(hmacToken('HS256', 'sha256', claims())))).statusCode).toBe(200);
  });

  it.each([
    ['HS384', 'sha384'],
    ['HS512', 'sha512'],
  ])('refuses a %s token signed with the right secret: 401 TOKEN_INVALID', async (alg, hash) => {
    const res = await me(t, bearer(hmacToken(alg, hash, claims())));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
