import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 */
const SEED = 20_261_122;
const CASES_PER_ROUTE = 200;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const STRINGS = [
  '',
  ' ',
  'a',
  'en',
  'it',
  'es',
  '__proto__',
  'constructor',
  'null',
  '0',
  '-1',
  '1e400',
  'a@b.test',
  'Bearer x',
  '\u0000',
  '\uffff',
  '\ud800',
  '😀'.repeat(50),
  '<script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'x'.repeat(300),
  'x'.repeat(20_000),
];

function randomString(random: Random): string {
  if (random() < 0.5) return pick(random, STRINGS);
  const length = Math.floor(random() * 40);
  return Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join('');
}

function randomValue(random: Random, depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 2 ? 6 : 8));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick(random, [0, -1, 1, 7, 999, 1000, 1.5, -0, 2 ** 53, -(2 ** 31), 1e308]);
    case 3:
    case 4:
    case 5:
      return randomString(random);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 5); i > 0; i--)
        object[randomString(random).slice(0, 20)] = randomValue(random, depth + 1);
      return object;
    }
  }
}

/** A valid body with one or two fields replaced, removed or added: reaches deeper than pure noise. */
function mutate(random: Random, valid: Record<string, unknown>): Record<string, unknown> {
  const body = { ...valid };
  const keys = Object.keys(body);
  for (let i = 0; i < 1 + Math.floor(random() * 2); i++) {
    const key = keys.length && random() < 0.8 ? pick(random, keys) : randomString(random).slice(0, 12);
    if (random() < 0.2) delete body[key];
    else body[key] = randomValue(random);
  }
  return body;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'application/octet-stream',
  'image/png',
  'application/xml',
  '*/*',
  'garbage',
];

function randomRequest(
  random: Random,
  valid: Record<string, unknown>,
): { payload?: string | Buffer; headers: Record<string, string> } {
  const roll = random();
  if (roll < 0.45)
    return {
      payload: JSON.stringify(mutate(random, valid)),
      headers: { 'content-type': 'application/json' },
    };
  if (roll < 0.7)
    return {
      payload: JSON.stringify(randomValue(random)) ?? '',
      headers: { 'content-type': 'application/json' },
    };
  if (roll < 0.8) return { headers: {} };
  const payload =
    random() < 0.5
      ? randomString(random)
      : Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
  return { payload, headers: { 'content-type': pick(random, CONTENT_TYPES) } };
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await register(t, { email: 'fuzz@avanzo.test' }));
});
afterAll(async () => t.close());

const png = makePng();
const multipartAvatar = Buffer.concat([
  Buffer.from(
    '--zz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
  ),
  png,
  Buffer.from('\r\n--zz--\r\n'),
]).toString('latin1');

/** A real upload with random bytes flipped, cut or inserted: exercises the multipart parser's failures. */
function damagedUpload(random: Random): { payload: Buffer; headers: Record<string, string> } {
  const bytes = Buffer.from(multipartAvatar, 'latin1');
  const roll = random();
  let payload: Buffer;
  if (roll < 0.4) payload = bytes.subarray(0, Math.floor(random() * bytes.length));
  else if (roll < 0.8) {
    payload = Buffer.from(bytes);
    for (let i = 0; i < 1 + Math.floor(random() * 8); i++)
      payload[Math.floor(random() * payload.length)] = Math.floor(random() * 256);
  } else {
    const at = Math.floor(random() * bytes.length);
    payload = Buffer.concat([bytes.subarray(0, at), Buffer.from(randomString(random)), bytes.subarray(at)]);
  }
  const boundary = random() < 0.8 ? 'zz' : randomString(random).replace(/[^\x21-\x7e]/g, '');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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
            ? damagedUpload(random)
            : randomRequest(random, valid);
        const auth: Record<string, string> =
          route.signedIn && random() < 0.9
            ? bearer(token)
            : random() < 0.5
              ? { authorization: randomString(random) }
              : {};
        // inject refuses header values a real client could not send, so those are left out.
        const safeAuth = /^[\t\x20-\x7e]*$/.test(auth.authorization ?? '') ? auth : {};
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
