import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, login, me, register, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await startTestApp();
  ({ token } = await register(t, { email: 'cook@avanzo.test' }));
});
afterEach(async () => t.close());

const putPreferences = (payload: unknown, auth: string | null = token) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/preferences',
    headers: auth ? bearer(auth) : {},
    payload: payload as object,
  });

describe('PUT /api/users/preferences', () => {
  it('saves a supported language and keeps it on /me and at the next login', async () => {
    const res = await putPreferences({ preferences: { language: 'it' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { preferences: { language: 'it' } } });
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { preferences: { language: 'it' } } });
    expect((await login(t, 'cook@avanzo.test', 'secret-pass')).json()).toMatchObject({
      user: { preferences: { language: 'it' } },
    });
    for (const language of ['fr', 'de', 'en']) {
      expect((await putPreferences({ preferences: { language } })).json()).toMatchObject({
        user: { preferences: { language } },
      });
    }
  });

  it('refuses an unsupported language with 400 INVALID_LANGUAGE and keeps the old one', async () => {
    await putPreferences({ preferences: { language: 'de' } });
    for (const language of ['es', 'IT', '', 'en-US']) {
      const res = await putPreferences({ preferences: { language } });
      expect(res.statusCode, language).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_LANGUAGE' });
    }
    expect((await me(t, bearer(token))).json()).toMatchObject({ user: { preferences: { language: 'de' } } });
  });

  it('answers 400 VALIDATION_ERROR for a missing or malformed preferences object', async () => {
    for (const payload of [
      {},
      { preferences: {} },
      { preferences: null },
      { preferences: 'it' },
      { language: 'it' },
      [],
    ]) {
      const res = await putPreferences(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const noBody = await t.app.inject({
      method: 'PUT',
      url: '/api/users/preferences',
      headers: bearer(token),
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('needs a token: 401 TOKEN_MISSING', async () => {
    const res = await putPreferences({ preferences: { language: 'it' } }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });

  it('checks the token before the body, so a stale session is reported as such', async () => {
    const res = await putPreferences({ preferences: 'not an object' }, 'garbage');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
