import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getChallenge,
  registerBody,
  startTestApp,
  type ChallengeReply,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
let challenge: ChallengeReply;
beforeEach(async () => {
  t = await startTestApp();
  challenge = await getChallenge(t);
  t.clock.advance(6_000);
});
afterEach(async () => t.close());

const send = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });

function expectValidationError(res: Awaited<ReturnType<typeof send>>, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  const body = res.json<{ code: string; message: string }>();
  expect(body.code, label).toBe('VALIDATION_ERROR');
  expect(typeof body.message).toBe('string');
}

const userCount = () =>
  (t.app.deps.db.$client.prepare('select count(*) as n from users').get() as { n: number }).n;

describe('POST /api/auth/register with malformed bodies', () => {
  it('answers 400 VALIDATION_ERROR for each missing field', async () => {
    for (const field of ['name', 'email', 'password', 'challenge', 'captcha']) {
      const body = registerBody(challenge);
      delete body[field];
      expectValidationError(await send(body), `without ${field}`);
    }
    expect(userCount()).toBe(0);
  });

  it('answers 400 VALIDATION_ERROR for values of the wrong type', async () => {
    const wrong: Record<string, unknown>[] = [
      { name: { first: 'Ada' } },
      { name: null },
      { email: 42 },
      { email: ['a@b.test', 'c@d.test'] },
      { password: { value: 'secret-pass' } },
      { captcha: 'seven' },
      { captcha: 7.5 },
      { captcha: -1 },
      { challenge: ['x', 'y'] },
      { detectedLanguage: { code: 'en' } },
      { languageDetectionMetadata: 'ip' },
      { website: { url: 'x' } },
    ];
    for (const fields of wrong)
      expectValidationError(await send(registerBody(challenge, fields)), JSON.stringify(fields));
    expect(userCount()).toBe(0);
  });

  it('answers 400 VALIDATION_ERROR for an invalid email', async () => {
    for (const email of ['not-an-email', 'a@', '@b.test', 'a b@c.test', '']) {
      expectValidationError(await send(registerBody(challenge, { email })), email);
    }
  });

  it('answers 400 VALIDATION_ERROR for over-long strings', async () => {
    const huge = 'x'.repeat(100_000);
    for (const field of ['name', 'email', 'password', 'challenge', 'website', 'detectedLanguage']) {
      expectValidationError(await send(registerBody(challenge, { [field]: huge })), field);
    }
    expectValidationError(
      await send(registerBody(challenge, { languageDetectionMetadata: { city: huge } })),
      'languageDetectionMetadata.city',
    );
  });

  it('answers 413 PAYLOAD_TOO_LARGE, not 500, for a body over 1 MB', async () => {
    const res = await send(registerBody(challenge, { name: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 VALIDATION_ERROR for bodies that are not JSON objects', async () => {
    const bodies: [string, unknown, Record<string, string>?][] = [
      ['an array', [registerBody(challenge)]],
      ['an empty array', []],
      ['a string', 'hello'],
      ['a number', 42],
      ['null', null],
      ['an empty body', '', { 'content-type': 'application/json' }],
      ['no body at all', undefined, {}],
      ['broken JSON', '{"name": "Ada",', { 'content-type': 'application/json' }],
      ['JSON with __proto__', '{"__proto__": {"isAdmin": true}}', { 'content-type': 'application/json' }],
      ['plain text', 'name=Ada', { 'content-type': 'text/plain' }],
      ['a form', 'name=Ada&email=a%40b.test', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['XML', '<user/>', { 'content-type': 'application/xml' }],
    ];
    for (const [label, payload, headers] of bodies) {
      const res =
        payload === undefined
          ? await t.app.inject({ method: 'POST', url: '/api/auth/register', headers })
          : await send(payload, headers);
      expectValidationError(res, label);
    }
    expect(userCount()).toBe(0);
  });

  it('drops unknown properties instead of storing or trusting them', async () => {
    const res = await send(
      registerBody(challenge, {
        id: 'chosen-id',
        isAdmin: true,
        active: false,
        passwordHash: 'scrypt$1$1$1$x$y',
        supporter: { isSupporter: true },
        preferences: { language: 'de' },
        languageDetectionMetadata: { source: 'ip', country: 'fr', evil: 'x'.repeat(50) },
      }),
    );
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({
      isAdmin: false,
      supporter: { isSupporter: false, supporterSince: null },
      preferences: { language: 'en' },
    });
    expect(user.id).not.toBe('chosen-id');
    expect(Object.keys(user).sort()).toEqual(
      ['avatar', 'createdAt', 'email', 'id', 'isAdmin', 'name', 'preferences', 'supporter'].sort(),
    );
    const row = t.app.deps.db.$client.prepare('select * from users where id = ?').get(user.id) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ active: 1, is_supporter: 0, country: 'FR' });
    expect(row.password_hash).not.toBe('scrypt$1$1$1$x$y');
    expect(JSON.stringify(row)).not.toContain('evil');
  });
});

describe('register and login rate limit', () => {
  it('answers 429 RATE_LIMITED past the configured number of requests', async () => {
    const limited = await startTestApp({
      rateLimits: { login: { max: 2, timeWindow: 60_000 }, register: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const loginOnce = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@avanzo.test', password: 'whatever' },
        });
      expect((await loginOnce()).statusCode).toBe(401);
      expect((await loginOnce()).statusCode).toBe(401);
      const third = await loginOnce();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/wait \d+ s/),
      });

      const registerOnce = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'x' } });
      expect((await registerOnce()).statusCode).toBe(400);
      expect((await registerOnce()).statusCode).toBe(400);
      const blocked = await registerOnce();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // The limit is per route: the challenge is still served.
      expect(
        (await limited.app.inject({ method: 'GET', url: '/api/auth/register-challenge' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
