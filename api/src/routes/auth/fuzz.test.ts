import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  damagedUpload,
  isSendableHeader,
  multipartFile,
  pick,
  randomRequest,
  randomString,
} from '../../test/fuzz';
import {
  bearer,
  getChallenge,
  makePng,
  register,
  registerBody,
  seededRandom,
  startTestApp,
  type TestApp,
} from '../../test/harness';

/**
 * No input may produce a 5xx: every route answers garbage with a 4xx and a string `code`.
 * The generator is seeded, so a failure names the seed and case that reproduce it.
 * (routes/fuzz.test.ts covers every route with more cases; this keeps the auth routes' own checks.)
 */
const SEED = 20_261_122;
const CASES_PER_ROUTE = 200;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await register(t, { email: 'fuzz@avanzo.test' }));
});
afterAll(async () => t.close());

const upload = multipartFile(makePng());
const multipartAvatar = upload.toString('latin1');

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  signedIn: boolean;
  valid: (i: number) => Promise<Record<string, unknown>>;
};

const routes: Route[] = [
  // The challenge is fetched before the clock moves on, so mutated bodies can reach the later checks.
  {
    method: 'POST',
    url: '/api/auth/register',
    signedIn: false,
    valid: async (i) => registerBody(await getChallenge(t), { email: `new${i}@avanzo.test` }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    signedIn: false,
    valid: async () => ({ email: 'fuzz@avanzo.test', password: 'secret-pass' }),
  },
  { method: 'GET', url: '/api/auth/register-challenge', signedIn: false, valid: async () => ({}) },
  { method: 'GET', url: '/api/auth/me', signedIn: true, valid: async () => ({}) },
  {
    method: 'PUT',
    url: '/api/auth/profile',
    signedIn: true,
    valid: async () => ({ name: 'Fuzz', email: 'fuzz@avanzo.test' }),
  },
  {
    method: 'PUT',
    url: '/api/auth/change-password',
    signedIn: true,
    valid: async () => ({ currentPassword: 'wrong-pass', newPassword: 'secret-pass' }),
  },
  {
    method: 'POST',
    url: '/api/auth/supporter',
    signedIn: true,
    valid: async () => ({ provider: 'paypal', amount: 5, currency: 'EUR' }),
  },
  {
    method: 'POST',
    url: '/api/auth/avatar',
    signedIn: true,
    valid: async () => ({ avatar: multipartAvatar }),
  },
  { method: 'DELETE', url: '/api/auth/avatar', signedIn: true, valid: async () => ({}) },
  {
    method: 'PUT',
    url: '/api/users/preferences',
    signedIn: true,
    valid: async () => ({ preferences: { language: 'it' } }),
  },
];

describe('no input produces a 5xx', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}`, { timeout: 60_000 }, async () => {
      const random = seededRandom(SEED + route.url.length * 31 + route.method.length);
      for (let i = 0; i < CASES_PER_ROUTE; i++) {
        const valid = await route.valid(i);
        t.clock.advance(Math.floor(random() * 10_000));
        const { payload, headers } =
          route.url === '/api/auth/avatar' && route.method === 'POST' && random() < 0.5
            ? damagedUpload(random, upload)
            : randomRequest(random, valid);
        const auth: Record<string, string> =
          route.signedIn && random() < 0.9
            ? bearer(token)
            : random() < 0.5
              ? { authorization: randomString(random) }
              : {};
        // inject refuses header values a real client could not send, so those are left out.
        const safeAuth = isSendableHeader(auth.authorization ?? '') ? auth : {};
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...headers, ...safeAuth },
          ...(payload === undefined || route.method === 'GET' ? {} : { payload }),
        });
        const label = `case ${i}: ${res.statusCode} ${res.body.slice(0, 200)} <- ${String(payload).slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expect(
          typeof (res.json() as { code?: unknown }).code === 'string' || res.statusCode < 300,
          label,
        ).toBe(true);
      }
      // The signed-in account still works after all that noise.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
    });
  }
});

describe('no URL produces a 5xx or an unshaped error', () => {
  it('answers random paths under /api with a 4xx and a string code', async () => {
    const random = seededRandom(SEED);
    const pieces = [
      'auth',
      'avatars',
      'users',
      'me',
      '..',
      '.',
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%2F',
      '%2e%2e',
      '//',
      '?x=%',
      '#',
      ';',
      'x'.repeat(150),
    ];
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const segments = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        random() < 0.7
          ? pick(random, pieces)
          : [...Buffer.from(randomString(random).slice(0, 30))]
              .map((b) => `%${b.toString(16).padStart(2, '0')}`)
              .join(''),
      );
      const url = `/api/${segments.join('/')}`;
      const method = pick(random, ['GET', 'POST', 'PUT', 'DELETE'] as const);
      const res = await t.app.inject({ method, url, headers: bearer(token) });
      const label = `${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode >= 400) expect(typeof res.json<{ code?: unknown }>().code, label).toBe('string');
      if (res.statusCode >= 400) expect(res.json<{ code: string }>().code, label).not.toMatch(/^FST_/);
    }
  });
});
