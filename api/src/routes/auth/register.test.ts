import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChallengeSigner } from '../../domain/challenge';
import {
  getChallenge,
  login,
  registerBody,
  startTestApp,
  tryRegister,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => t.close());

const post = (payload: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('GET /api/auth/register-challenge', () => {
  it('gives two numbers from 1 to 5 and a signed, uncached token', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/register-challenge' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { a, b, challenge } = res.json<{ a: number; b: number; challenge: string }>();
      expect(Number.isInteger(a) && a >= 1 && a <= 5).toBe(true);
      expect(Number.isInteger(b) && b >= 1 && b <= 5).toBe(true);
      // issuedAt.nonce.signature, issued at the server's clock; the answer itself never travels
      expect(challenge).toMatch(/^\d+\.[A-Za-z0-9_-]{8,64}\.[A-Za-z0-9_-]{20,100}$/);
      expect(challenge.split('.')[0]).toBe(String(t.clock.now()));
    }
  });

  it('refuses a well-formed challenge signed with another secret', async () => {
    const foreign = createChallengeSigner('another-secret-another-secret-123').issue(t.clock.now());
    t.clock.advance(6_000);
    const res = await post(registerBody(foreign));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with a token and the public user', async () => {
    const res = await tryRegister(t, {
      name: '  Ada Lovelace ',
      email: 'Ada@Avanzo.TEST',
      detectedLanguage: 'it',
      languageDetectionMetadata: { source: 'ip', country: 'it', city: 'Roma' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ada Lovelace',
      email: 'ada@avanzo.test',
      avatar: null,
      preferences: { language: 'it' },
      supporter: { isSupporter: false, supporterSince: null },
      isAdmin: false,
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    expect(res.body).not.toMatch(/password|hash|scrypt/i);
    const row = t.app.deps.db.$client.prepare('select * from users where id = ?').get(body.user.id) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ country: 'IT', city: 'Roma', detection_source: 'ip' });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await login(t, 'ada@avanzo.test', 'secret-pass')).statusCode).toBe(200);
  });

  it('falls back to English for a missing or unsupported detected language', async () => {
    const es = await tryRegister(t, { email: 'es@avanzo.test', detectedLanguage: 'es' });
    expect(es.json()).toMatchObject({ user: { preferences: { language: 'en' } } });
    const none = await tryRegister(t, { email: 'none@avanzo.test' });
    expect(none.json()).toMatchObject({ user: { preferences: { language: 'en' } } });
  });

  it('treats a filled honeypot as a bot: 400 SUSPICIOUS_ACTIVITY, no account', async () => {
    const res = await tryRegister(t, { website: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SUSPICIOUS_ACTIVITY' });
    expect((await login(t, 'ada@avanzo.test', 'secret-pass')).statusCode).toBe(401);
  });

  it('refuses a second attempt from the same address within 5 s (429 TOO_MANY_ATTEMPTS)', async () => {
    const first = await tryRegister(t, { email: 'one@avanzo.test', captcha: 999 });
    expect(first.json()).toMatchObject({ code: 'INCORRECT_CAPTCHA' });
    // A fresh challenge opened 3 s ago would pass, but the previous attempt was only 4 s ago.
    const challenge = await getChallenge(t);
    t.clock.advance(4_000);
    const second = await post(registerBody(challenge, { email: 'two@avanzo.test' }));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // Another address is not held back, and the first one may try again after 5 s.
    expect((await post(registerBody(challenge, { email: 'two@avanzo.test' }), '10.9.9.9')).statusCode).toBe(
      201,
    );
    t.clock.advance(1_000);
    expect(
      (await post(registerBody(await getChallenge(t), { email: 'three@avanzo.test' }))).json(),
    ).toMatchObject({
      code: 'FORM_TOO_FAST',
    });
  });

  it('refuses a form sent less than 3 s after the challenge (FORM_TOO_FAST), accepts exactly 3 s', async () => {
    const fast = await tryRegister(t, {}, { waitMs: 2_999 });
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toMatchObject({ code: 'FORM_TOO_FAST' });
    t.clock.advance(5_000);
    expect((await tryRegister(t, {}, { waitMs: 3_000 })).statusCode).toBe(201);
  });

  it('refuses a challenge older than 30 minutes (FORM_EXPIRED)', async () => {
    const res = await tryRegister(t, {}, { waitMs: 30 * 60_000 + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FORM_EXPIRED' });
  });

  it('refuses a wrong sum (INCORRECT_CAPTCHA)', async () => {
    const challenge = await getChallenge(t);
    t.clock.advance(6_000);
    const res = await post(registerBody(challenge, { captcha: challenge.a + challenge.b + 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INCORRECT_CAPTCHA',
      message: 'Incorrect answer. Please try again.',
    });
  });

  it('refuses a tampered or garbage challenge (CHALLENGE_INVALID)', async () => {
    const { a, b, challenge } = await getChallenge(t);
    const [issuedAt, nonce, signature] = challenge.split('.') as [string, string, string];
    const tampered = [
      `${Number(issuedAt) - 60_000}.${nonce}.${signature}`, // pretend it was opened earlier
      `${issuedAt}.${nonce}x.${signature}`,
      `${issuedAt}.${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      'garbage',
      '1.2.3',
    ];
    for (const [i, token] of tampered.entries()) {
      t.clock.advance(6_000);
      const res = await post(registerBody({ a, b, challenge: token }, { email: `t${i}@avanzo.test` }));
      expect(res.statusCode, token).toBe(400);
      expect(res.json(), token).toMatchObject({ code: 'CHALLENGE_INVALID' });
    }
  });

  it('accepts a challenge once: reusing it is CHALLENGE_INVALID', async () => {
    const challenge = await getChallenge(t);
    t.clock.advance(6_000);
    expect((await post(registerBody(challenge, { email: 'first@avanzo.test' }))).statusCode).toBe(201);
    t.clock.advance(6_000);
    const again = await post(registerBody(challenge, { email: 'second@avanzo.test' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it('lets one solved challenge create one account even when sent twice at once', async () => {
    const challenge = await getChallenge(t);
    t.clock.advance(6_000);
    const replies = await Promise.all([
      post(registerBody(challenge, { email: 'x@avanzo.test' }), '10.0.0.1'),
      post(registerBody(challenge, { email: 'y@avanzo.test' }), '10.0.0.2'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(replies.find((r) => r.statusCode === 400)?.json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
    const count = t.app.deps.db.$client.prepare('select count(*) as n from users').get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('answers 409 USER_EXISTS to the loser of two simultaneous registrations of one email', async () => {
    const [first, second] = [await getChallenge(t), await getChallenge(t)];
    t.clock.advance(6_000);
    const replies = await Promise.all([
      post(registerBody(first, { email: 'same@avanzo.test' }), '10.0.0.1'),
      post(registerBody(second, { email: 'SAME@avanzo.test' }), '10.0.0.2'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'USER_EXISTS' });
  });

  it('does not spend the challenge when the account cannot be created', async () => {
    expect((await tryRegister(t, { email: 'taken@avanzo.test' })).statusCode).toBe(201);
    const challenge = await getChallenge(t);
    t.clock.advance(6_000);
    expect((await post(registerBody(challenge, { email: 'taken@avanzo.test' }))).statusCode).toBe(409);
    t.clock.advance(6_000);
    expect((await post(registerBody(challenge, { email: 'free@avanzo.test' }))).statusCode).toBe(201);
  });

  it('refuses an email already registered, whatever its case (409 USER_EXISTS)', async () => {
    expect((await tryRegister(t, { email: 'cook@avanzo.test' })).statusCode).toBe(201);
    const res = await tryRegister(t, { email: 'COOK@Avanzo.Test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_EXISTS' });
  });

  it('refuses a password shorter than 6 characters (PASSWORD_TOO_SHORT), accepts 6', async () => {
    const short = await tryRegister(t, { password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await tryRegister(t, { password: '123456' })).statusCode).toBe(201);
  });

  it('refuses a blank name (400 VALIDATION_ERROR)', async () => {
    for (const name of ['   ', '']) {
      const res = await tryRegister(t, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
