import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  me,
  register,
  registerAdmin,
  sql,
  startTestApp,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers a token and the public user', async () => {
    const { user } = await register(t, { email: 'cook@avanzo.test', password: 'secret-pass' });
    t.clock.advance(60_000);
    const res = await login(t, 'cook@avanzo.test', 'secret-pass');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({ id: user.id, email: 'cook@avanzo.test', isAdmin: false });
    expect(res.body).not.toMatch(/password|hash|scrypt/i);
    expect((await me(t, bearer(body.token))).json()).toMatchObject({ user: { id: user.id } });
    const row = t.app.deps.db.$client.prepare('select last_seen_at from users where id = ?').get(user.id);
    expect(row).toEqual({ last_seen_at: t.clock.now() });
  });

  it('matches the email whatever its case', async () => {
    await register(t, { email: 'cook@avanzo.test' });
    expect((await login(t, 'COOK@Avanzo.Test', 'secret-pass')).statusCode).toBe(200);
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown email', async () => {
    await register(t, { email: 'cook@avanzo.test' });
    const wrong = await login(t, 'cook@avanzo.test', 'not-the-password');
    const unknown = await login(t, 'ghost@avanzo.test', 'secret-pass');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account with 403 ACCOUNT_DEACTIVATED', async () => {
    const { user } = await register(t, { email: 'cook@avanzo.test' });
    sql(t, 'update users set active = 0 where id = ?', user.id);
    const res = await login(t, 'cook@avanzo.test', 'secret-pass');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    // Without the password, nothing is revealed about the account's state.
    expect((await login(t, 'cook@avanzo.test', 'wrong-pass')).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('answers 400 VALIDATION_ERROR for a missing email or password', async () => {
    for (const payload of [{ email: 'a@b.test' }, { password: 'x' }, { email: '', password: 'x' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('admin, decided by the server', () => {
  it('is true only for the configured ADMIN_EMAIL set up on the server, on login and /me', async () => {
    const chef = await registerAdmin(t, { email: 'chef@avanzo.test' });
    expect(chef.user.isAdmin).toBe(true);
    expect((await login(t, 'chef@avanzo.test', 'secret-pass')).json()).toMatchObject({
      user: { isAdmin: true },
    });
    expect((await me(t, bearer(chef.token))).json()).toMatchObject({ user: { isAdmin: true } });

    const cook = await register(t, { email: 'cook@avanzo.test' });
    expect(cook.user.isAdmin).toBe(false);
    expect((await login(t, 'cook@avanzo.test', 'secret-pass')).json()).toMatchObject({
      user: { isAdmin: false },
    });
    expect((await me(t, bearer(cook.token))).json()).toMatchObject({ user: { isAdmin: false } });
  });
});

describe('PUT /api/auth/profile', () => {
  const put = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

  it('updates the name (trimmed) and the email (lowercased)', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await put(token, { name: '  Grace ', email: 'Grace@Avanzo.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { name: 'Grace', email: 'grace@avanzo.test' } });
    expect((await me(t, bearer(token))).json()).toMatchObject({
      user: { name: 'Grace', email: 'grace@avanzo.test' },
    });
    expect((await login(t, 'grace@avanzo.test', 'secret-pass')).statusCode).toBe(200);
    expect((await login(t, 'cook@avanzo.test', 'secret-pass')).statusCode).toBe(401);
  });

  it('keeps the other field when only one is sent, and accepts the own email again', async () => {
    const { token } = await register(t, { name: 'Ada', email: 'cook@avanzo.test' });
    expect((await put(token, { name: 'Bea' })).json()).toMatchObject({
      user: { name: 'Bea', email: 'cook@avanzo.test' },
    });
    expect((await put(token, { email: 'COOK@avanzo.test' })).statusCode).toBe(200);
  });

  it('refuses an email used by another account with 409 USER_EXISTS', async () => {
    await register(t, { email: 'taken@avanzo.test' });
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await put(token, { email: 'Taken@avanzo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_EXISTS' });
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { email: 'cook@avanzo.test' } });
  });

  it('syncs a name change to the other devices (it is pulled with a clock)', async () => {
    const { token } = await register(t, { name: 'Ada', email: 'cook@avanzo.test' });
    expect((await put(token, { name: '  Bea  ' })).json()).toMatchObject({ user: { name: 'Bea' } });
    const pull = await t.app.inject({ method: 'GET', url: '/api/sync/pull', headers: bearer(token) });
    expect(pull.json().profile).toMatchObject({
      fields: { name: 'Bea' },
      clocks: { name: expect.any(String) },
    });
  });

  it('refuses to move an account onto the admin address (it is reserved)', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await put(token, { email: 'CHEF@avanzo.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_RESERVED' });
    expect((await me(t, bearer(token))).json()).toMatchObject({
      user: { email: 'cook@avanzo.test', isAdmin: false },
    });
  });

  it('refuses a blank name or an invalid email with 400 VALIDATION_ERROR', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    for (const payload of [{ name: '   ' }, { name: '' }, { email: 'nope' }, { name: 'x'.repeat(81) }]) {
      const res = await put(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('needs a token: 401 TOKEN_MISSING', async () => {
    const res = await put(null, { name: 'Grace' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });
});

describe('PUT /api/auth/change-password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload });

  it('refuses a wrong current password with 400 WRONG_CURRENT_PASSWORD', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await change(token, { currentPassword: 'not-it', newPassword: 'brand-new' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('WRONG_CURRENT_PASSWORD');
    expect(body.message).toContain('Current password is incorrect');
    expect((await login(t, 'cook@avanzo.test', 'secret-pass')).statusCode).toBe(200);
  });

  it('refuses a new password under 6 characters with 400 PASSWORD_TOO_SHORT', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await change(token, { currentPassword: 'secret-pass', newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await login(t, 'cook@avanzo.test', 'secret-pass')).statusCode).toBe(200);
  });

  it('replaces the password: the old one stops working, the new one signs in', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const res = await change(token, { currentPassword: 'secret-pass', newPassword: 'brand-new' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, token: expect.any(String) });
    expect((await login(t, 'cook@avanzo.test', 'secret-pass')).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await login(t, 'cook@avanzo.test', 'brand-new')).statusCode).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR for missing fields and 401 without a token', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    for (const payload of [{ currentPassword: 'secret-pass' }, { newPassword: 'brand-new' }, {}]) {
      expect((await change(token, payload)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // The session is checked before the body, so a stale client is sent to sign in, not told its body is wrong.
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/change-password', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });
});

describe('POST /api/auth/supporter', () => {
  const support = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/supporter', headers: bearer(token), payload });

  it('marks the user a supporter since the first call, and never returns the donation data', async () => {
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    const firstAt = t.clock.now();
    const first = await support(token, {
      provider: 'paypal',
      amount: 5,
      currency: 'EUR',
      reference: 'REF-123',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user: { supporter: { isSupporter: true, supporterSince: new Date(firstAt).toISOString() } },
    });
    expect(first.body).not.toContain('REF-123');

    t.clock.advance(24 * 3600_000);
    const second = await support(token, { provider: 'paypal', amount: 10, reference: 'REF-456' });
    expect(second.json()).toMatchObject({
      user: { supporter: { supporterSince: new Date(firstAt).toISOString() } },
    });
    const mine = await me(t, bearer(token));
    expect(mine.json()).toMatchObject({ user: { supporter: { isSupporter: true } } });
    expect(mine.body).not.toMatch(/REF-|paypal/);
    const row = t.app.deps.db.$client
      .prepare('select supporter_data from users where id = ?')
      .get(user.id) as {
      supporter_data: string;
    };
    expect(JSON.parse(row.supporter_data)).toMatchObject({ reference: 'REF-456', amount: 10 });
  });

  it('needs a token and a valid body', async () => {
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    expect((await support(token, { amount: -5 })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/supporter', payload: {} });
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });
});
