import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin } from '../../domain/adminAccount';
import { hashPassword } from '../../domain/passwords';
import { insertUser } from '../../domain/users';
import {
  bearer,
  login,
  me,
  register,
  signJwt,
  sql,
  startTestApp,
  tryRegister,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const ADMIN = 'chef@avanzo.test';
const adminUsers = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/users/all', headers: bearer(token) });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });

describe('the admin account is set up on the server, never claimed by registering first', () => {
  it('refuses to register the admin address, in any case, and lists nobody to anyone', async () => {
    await register(t, { email: 'cook@avanzo.test' });
    for (const email of [ADMIN, 'Chef@Avanzo.test', 'CHEF@avanzo.TEST']) {
      const res = await tryRegister(t, { email });
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ code: 'EMAIL_RESERVED' });
    }
    expect(t.app.deps.db.$client.prepare('select count(*) as n from users').get()).toEqual({ n: 1 });
  });

  it('does not let an account move onto the admin address', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { email: 'CHEF@avanzo.test' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_RESERVED' });
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { email: 'cook@avanzo.test' } });
  });

  it('gives an account that registered the address before this rule nothing until `pnpm admin` promotes it', async () => {
    // What an older server allowed: someone registered the admin address first.
    insertUser(t.app.deps.db, {
      name: 'Mallory',
      email: ADMIN,
      passwordHash: await hashPassword('mallory-pass'),
      language: 'en',
      detection: undefined,
      now: t.clock.now(),
    });
    const squatter = (await login(t, ADMIN, 'mallory-pass')).json<{ token: string; user: object }>();
    expect(squatter.user).toMatchObject({ isAdmin: false });
    expect((await adminUsers(squatter.token)).json()).toMatchObject({ code: 'ADMIN_ONLY' });

    // The operator takes the account over with a new password: the squatter's session ends.
    expect(
      await setUpAdmin(t.app.deps.db, { email: ADMIN, password: 'operator-pass', now: t.clock.now() }),
    ).toBe('password-reset');
    expect((await me(t, bearer(squatter.token))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await login(t, ADMIN, 'mallory-pass')).statusCode).toBe(401);
    const operator = (await login(t, ADMIN, 'operator-pass')).json<{ token: string; user: object }>();
    expect(operator.user).toMatchObject({ isAdmin: true });
    expect((await adminUsers(operator.token)).statusCode).toBe(200);
  });

  it('creates the admin account from the server, which then signs in as admin', async () => {
    await expect(setUpAdmin(t.app.deps.db, { email: ADMIN, now: t.clock.now() })).rejects.toThrow(/password/);
    await expect(
      setUpAdmin(t.app.deps.db, { email: ADMIN, password: 'short', now: t.clock.now() }),
    ).rejects.toThrow(/6 to 200/);
    expect(
      await setUpAdmin(t.app.deps.db, {
        email: ADMIN,
        password: 'operator-pass',
        name: 'Chef',
        now: t.clock.now(),
      }),
    ).toBe('created');
    const res = await login(t, 'Chef@Avanzo.test', 'operator-pass');
    expect(res.json()).toMatchObject({ user: { email: ADMIN, name: 'Chef', isAdmin: true } });
    expect((await adminUsers(res.json<{ token: string }>().token)).statusCode).toBe(200);
    // Promoting again changes nothing else; the session stays.
    expect(await setUpAdmin(t.app.deps.db, { email: ADMIN, now: t.clock.now() })).toBe('promoted');
    expect((await me(t, bearer(res.json<{ token: string }>().token))).statusCode).toBe(200);
  });

  it('is the address and the mark together: a marked account on another address is not admin', async () => {
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    sql(t, 'update users set admin_granted = 1 where id = ?', user.id);
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { isAdmin: false } });
    expect((await adminUsers(token)).statusCode).toBe(403);
  });
});

describe('sessions end when the password changes, or on "sign out everywhere"', () => {
  it('ends every other session on a password change, and this device carries on with a new token', async () => {
    const phone = await register(t, { email: 'cook@avanzo.test', password: 'first-pass' });
    const laptop = (await login(t, 'cook@avanzo.test', 'first-pass')).json<{ token: string }>();
    const res = await changePassword(phone.token, 'first-pass', 'second-pass');
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<{ ok: true; token: string }>();
    for (const old of [phone.token, laptop.token]) {
      expect((await me(t, bearer(old))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
    expect((await me(t, bearer(token))).statusCode).toBe(200);
    expect((await login(t, 'cook@avanzo.test', 'first-pass')).statusCode).toBe(401);
    expect((await login(t, 'cook@avanzo.test', 'second-pass')).statusCode).toBe(200);
  });

  it('leaves the sessions alone when the current password is wrong', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test', password: 'first-pass' });
    const res = await changePassword(token, 'not-it', 'second-pass');
    expect(res.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    expect((await me(t, bearer(token))).statusCode).toBe(200);
  });

  it('signs every device out, this one included', async () => {
    const phone = await register(t, { email: 'cook@avanzo.test', password: 'first-pass' });
    const laptop = (await login(t, 'cook@avanzo.test', 'first-pass')).json<{ token: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: bearer(phone.token),
    });
    expect(res.json()).toEqual({ ok: true });
    for (const old of [phone.token, laptop.token]) {
      expect((await me(t, bearer(old))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
    const again = (await login(t, 'cook@avanzo.test', 'first-pass')).json<{ token: string }>();
    expect((await me(t, bearer(again.token))).statusCode).toBe(200);
  });

  it('refuses a token without an expiry, and takes one issued before session versions (until they change)', async () => {
    const { user } = await register(t, { email: 'cook@avanzo.test', password: 'first-pass' });
    const secret = t.app.deps.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    expect((await me(t, bearer(signJwt(secret, { sub: user.id, sv: 0, iat: now })))).json()).toMatchObject({
      code: 'TOKEN_INVALID',
    });
    const older = signJwt(secret, { sub: user.id, iat: now, exp: now + 3600 });
    expect((await me(t, bearer(older))).statusCode).toBe(200);
    await changePassword(older, 'first-pass', 'second-pass');
    expect((await me(t, bearer(older))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
