import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, snapshotAll, startRecordingApp, type RouteKey } from '../test/fuzz';
import {
  bearer,
  makePng,
  register,
  registerAdmin,
  sql,
  type Registered,
  type TestApp,
} from '../test/harness';
import { pushed, asUser, mutation, newEntry, newRecipe, rows } from '../test/sync';

/**
 * Authorization, systematically over the routes the app really registers:
 * - every route naming an object by id (path, body or mutation) gives another user's object a 404 or 403,
 *   or acts on the caller's own data, and never changes the owner's data;
 * - every route is signed-in unless it is on the public list, and every /api/admin route refuses a cook
 *   (403 ADMIN_ONLY) and a caller without a token (401 TOKEN_MISSING);
 * - on every signed-in route, expired, tampered and wrong-algorithm tokens answer 401 with the right
 *   code and change nothing.
 * Complements recipes/access.test.ts (recipe ids through REST and push) and auth/tokens.test.ts (token
 * shapes on /auth/me).
 */

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let registered: RouteKey[];
let alice: Registered;
let bob: Registered;
let admin: Registered;
let aliceAvatar: string;
const ALICE_CLIENT = 'alice-client-01';

beforeAll(async () => {
  ({ t, routes: registered } = await startRecordingApp());
  alice = await register(t, { email: 'alice@avanzo.test' });
  bob = await register(t, { email: 'bob@avanzo.test' });
  admin = await registerAdmin(t);
  // Alice owns one of everything: recipes (live and saved, deleted), activity, a clear marker, a sync
  // client with applied seqs, a scan, a profile with clocks, and an avatar file.
  const a = asUser(t, alice.token, ALICE_CLIENT);
  expect((await a.request('POST', '/api/recipes', newRecipe('a-live'))).statusCode).toBe(201);
  await a.request('POST', '/api/recipes/a-live/save');
  await a.request('POST', '/api/recipes', newRecipe('a-gone'));
  await a.request('DELETE', '/api/recipes/a-gone');
  const seeded = await a.push([
    mutation(t, 1, 'activity.append', { entry: newEntry('a-entry', { relatedId: 'a-live' }) }),
    mutation(t, 2, 'activity.clearForRecipe', { recipeId: 'a-cleared' }),
    mutation(t, 3, 'profile.patch', { fields: { name: 'Alice' } }),
  ]);
  expect(seeded.json()).toEqual(pushed(3));
  sql(
    t,
    'insert into scans (user_id, ingredient_count, created_at) values (?, 3, ?)',
    alice.user.id,
    t.clock.now(),
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/auth/avatar',
    payload: multipartFile(makePng(2, 2, 1)),
    headers: { ...bearer(alice.token), 'content-type': 'multipart/form-data; boundary=zz' },
  });
  aliceAvatar = upload.json<{ avatar: string }>().avatar.split('/').pop() as string;
});
afterAll(async () => t?.close());

/** Every row Alice owns, in every table that holds user data, and her avatar file. */
function aliceData() {
  const id = alice.user.id;
  return {
    user: rows(t, 'select * from users where id = ?', id),
    recipes: rows(t, 'select * from recipes where user_id = ? order by id', id),
    activity: rows(t, 'select * from activity where user_id = ? order by id', id),
    clears: rows(t, 'select * from activity_clears where user_id = ? order by recipe_id', id),
    clients: rows(t, 'select * from clients where user_id = ? order by client_id', id),
    applied: rows(
      t,
      'select a.* from applied a join clients c on c.client_id = a.client_id where c.user_id = ? order by a.client_id, a.seq',
      id,
    ),
    scans: rows(t, 'select * from scans where user_id = ? order by id', id),
    avatarFile: existsSync(join(t.dataDir, 'avatars', aliceAvatar)),
  };
}

let requests = 0;
/** One call; each from its own address, so the per-address rate limits never answer instead of the route. */
function inject(method: Method, url: string, token: string | null, payload?: unknown) {
  requests++;
  return t.app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    remoteAddress: `10.9.${requests >> 8}.${requests & 255}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** What a request naming Alice's object must do: refuse with a code, or act on the caller's own data. */
type Outcome = { status: 404 | 403 | 409; code: string } | 'own-data';

interface IdProbe {
  name: string;
  method: Method;
  url: string;
  body?: () => unknown;
  expect: Outcome;
  /** For a push: the mutations the reply reports as rejected. */
  rejected?: string[];
}

const notFound = { status: 404, code: 'NOT_FOUND' } as const;

/** Alice's ids as Bob could send them: the recipe (plain and with the prefix) and a deleted one. */
const ALICE_RECIPE_IDS = ['a-live', 'recipe-a-live', 'a-gone'];

/** Routes with a path parameter, by route key: how Bob aims each one at Alice's objects. */
const PATH_ID_PROBES: Record<string, (id: string) => Omit<IdProbe, 'name'>> = {
  'GET /api/recipes/:id': (id) => ({ method: 'GET', url: `/api/recipes/${id}`, expect: notFound }),
  'HEAD /api/recipes/:id': (id) => ({ method: 'HEAD', url: `/api/recipes/${id}`, expect: notFound }),
  'PUT /api/recipes/:id': (id) => ({
    method: 'PUT',
    url: `/api/recipes/${id}`,
    body: () => ({ title: 'Taken' }),
    expect: notFound,
  }),
  'DELETE /api/recipes/:id': (id) => ({ method: 'DELETE', url: `/api/recipes/${id}`, expect: notFound }),
  'POST /api/recipes/:id/save': (id) => ({
    method: 'POST',
    url: `/api/recipes/${id}/save`,
    expect: notFound,
  }),
  'DELETE /api/recipes/:id/save': (id) => ({
    method: 'DELETE',
    url: `/api/recipes/${id}/save`,
    expect: notFound,
  }),
  // A clear is a marker in the caller's own activity (entries may name recipes the server never saw).
  'DELETE /api/activity/recipe/:id': (id) => ({
    method: 'DELETE',
    url: `/api/activity/recipe/${id}`,
    expect: 'own-data',
  }),
};

/**
 * Path-parameter routes that name no object of a user: public by design, reached only by an unguessable
 * name (avatars: `<user id>-<64 random bits>.<ext>`, so an <img> can load them without a token) or a
 * packaged file (the API docs viewer). Their checks are below.
 */
const NOT_OWNED = [
  'GET /api/avatars/:file',
  'HEAD /api/avatars/:file',
  'GET /api/docs/static/*',
  'HEAD /api/docs/static/*',
];

/** Ids inside bodies and mutations: they can only name the caller's own objects (ids are per user). */
function bodyIdProbes(): IdProbe[] {
  const push = (name: string, args: unknown, clientId = 'bob-client-01') => ({
    clientId,
    mutations: [{ ...mutation(t, nextSeq(clientId), name, args) }],
  });
  const mutationProbe = (name: string, args: () => unknown): IdProbe => ({
    name: `push ${name} naming Alice's ids`,
    method: 'POST',
    url: '/api/sync/push',
    body: () => push(name, args()),
    expect: 'own-data',
  });
  return [
    {
      name: 'POST /api/recipes with the id of her recipe',
      method: 'POST',
      url: '/api/recipes',
      body: () => newRecipe('a-live', { title: 'Bob pretends' }),
      expect: 'own-data',
    },
    {
      name: 'POST /api/activity about her recipe',
      method: 'POST',
      url: '/api/activity',
      body: () => ({ id: 'a-live', title: 'Cooked hers' }),
      expect: 'own-data',
    },
    mutationProbe('recipe.create', () => ({ recipe: newRecipe('a-live', { title: 'Overwrite' }) })),
    mutationProbe('recipe.patch', () => ({ id: 'a-live', fields: { title: 'Hijacked' } })),
    mutationProbe('recipe.delete', () => ({ id: 'a-live' })),
    mutationProbe('saved.set', () => ({ recipeId: 'a-live', saved: false })),
    mutationProbe('activity.append', () => ({ entry: newEntry('a-entry', { title: 'Replaced' }) })),
    mutationProbe('activity.clearForRecipe', () => ({ recipeId: 'a-live' })),
    {
      name: "push on Alice's clientId",
      method: 'POST',
      url: '/api/sync/push',
      body: () => push('recipe.delete', { id: 'a-live' }, ALICE_CLIENT),
      expect: { status: 403, code: 'FORBIDDEN' },
    },
    {
      name: "push from Bob's client whose mutation names Alice's client",
      method: 'POST',
      url: '/api/sync/push',
      body: () => ({
        clientId: 'bob-client-01',
        mutations: [
          {
            ...mutation(t, nextSeq('bob-client-01'), 'recipe.delete', { id: 'a-live' }),
            clientId: ALICE_CLIENT,
          },
        ],
      }),
      expect: 'own-data',
      rejected: ['INVALID_MUTATION'],
    },
    {
      name: "PUT /api/auth/profile taking Alice's email",
      method: 'PUT',
      url: '/api/auth/profile',
      body: () => ({ email: 'ALICE@Avanzo.test' }),
      expect: { status: 409, code: 'USER_EXISTS' },
    },
  ];
}

const clientSeqs = new Map<string, number>();
function nextSeq(clientId: string): number {
  const last =
    rows<{ n: number }>(t, 'select last_seq as n from clients where client_id = ?', clientId)[0]?.n ?? 0;
  const seq = Math.max(last, clientSeqs.get(clientId) ?? 0) + 1;
  clientSeqs.set(clientId, seq);
  return seq;
}

async function expectProbe(probe: IdProbe, token: string): Promise<void> {
  const before = snapshotAll(t);
  const ownerBefore = aliceData();
  const res = await inject(probe.method, probe.url, token, probe.body?.());
  const label = `${probe.name}: ${probe.method} ${probe.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (probe.expect === 'own-data') {
    expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, label).toBeLessThan(300);
    if (probe.url === '/api/sync/push') {
      const { rejected } = res.json<{ rejected: Array<{ code: string }> }>();
      expect(
        rejected.map((r) => r.code),
        label,
      ).toEqual(probe.rejected ?? []);
    }
  } else {
    expect(res.statusCode, label).toBe(probe.expect.status);
    if (probe.method !== 'HEAD') expect(res.json(), label).toMatchObject({ code: probe.expect.code });
    expect(snapshotAll(t), label).toEqual(before);
  }
  expect(aliceData(), label).toEqual(ownerBefore);
}

const routeOf = (key: string) => key.split(' ')[1] ?? '';
const apiRoutes = () => registered.filter((key) => routeOf(key).startsWith('/api/'));

describe("another user's ids", () => {
  it('has a probe for every route with a path parameter', () => {
    const withParams = apiRoutes().filter((key) => /[:*]/.test(routeOf(key)));
    expect(withParams.length).toBeGreaterThan(5);
    expect(withParams.filter((key) => !PATH_ID_PROBES[key] && !NOT_OWNED.includes(key))).toEqual([]);
    expect(Object.keys(PATH_ID_PROBES).filter((key) => !registered.includes(key as RouteKey))).toEqual([]);
  });

  for (const [key, probe] of Object.entries(PATH_ID_PROBES)) {
    it(`${key}: Alice's recipe ids ${probe('x').expect === 'own-data' ? "act on Bob's own data" : 'are not found'}, and her data stays`, async () => {
      for (const id of ALICE_RECIPE_IDS) await expectProbe({ name: key, ...probe(id) }, bob.token);
    });
  }

  it.each(bodyIdProbes().map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    await expectProbe(probe, bob.token);
  });

  it("never pulls Alice's rows, whatever cursor is sent (hers included)", async () => {
    const dave = await register(t, { email: 'dave@avanzo.test', name: 'Dave' });
    const aliceCursor = (await asUser(t, alice.token).pull()).cursor;
    const epoch = aliceCursor.split('.')[0] ?? '';
    for (const cursor of [aliceCursor, `${epoch}.0`, `${epoch}.-1`, '']) {
      const res = await inject(
        'GET',
        `/api/sync/pull?cursor=${encodeURIComponent(cursor)}&limit=1000`,
        dave.token,
      );
      expect(res.statusCode, cursor).toBe(200);
      expect(res.body, cursor).not.toMatch(/a-live|a-entry|a-cleared|a-gone|Alice/);
    }
  });

  it("reaches an avatar only by its unguessable name, and Bob's avatar calls never touch Alice's", async () => {
    const id = alice.user.id;
    // Her name with its random part one digit off.
    const near = aliceAvatar.replace(
      /(.)(\.\w+)$/,
      (_m, digit: string, ext: string) => `${digit === '0' ? '1' : '0'}${ext}`,
    );
    for (const name of [`${id}.png`, `${id}-0000000000000000.png`, id, near]) {
      const res = await inject('GET', `/api/avatars/${name}`, bob.token);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Public by design: the real name is served without a token, so an <img> can show it.
    expect((await inject('GET', `/api/avatars/${aliceAvatar}`, null)).statusCode).toBe(200);
    const ownerBefore = aliceData();
    expect((await inject('DELETE', '/api/auth/avatar', bob.token)).statusCode).toBe(200);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/auth/avatar',
      payload: multipartFile(makePng(2, 2, 2)),
      headers: { ...bearer(bob.token), 'content-type': 'multipart/form-data; boundary=zz' },
    });
    expect(upload.statusCode).toBe(200);
    expect((await inject('DELETE', '/api/auth/avatar', bob.token)).statusCode).toBe(200);
    expect(aliceData()).toEqual(ownerBefore);
    expect((await inject('GET', `/api/avatars/${aliceAvatar}`, null)).statusCode).toBe(200);
  });
});

/** Routes anyone may call without a token. Every other /api route must answer 401 TOKEN_MISSING. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/config',
  'GET /api/auth/register-challenge',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/avatars/:file',
  'GET /api/ingredients-database/all',
  'GET /api/ingredients-database/category',
  'GET /api/ingredients-database/search',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
];
const isPublic = (key: string) => PUBLIC.includes(key.replace(/^HEAD /, 'GET ').replace(/(.)\/$/, '$1'));

/** A concrete URL for a route key (parameters filled with harmless values). */
const urlOf = (key: string) =>
  routeOf(key)
    .replace(/:(\w+)/g, (_m, name: string) => (name === 'file' ? 'x.png' : 'x'))
    .replace('*', 'index.css');
const methodOf = (key: string) => key.split(' ')[0] as Method;
const signedInRoutes = () => apiRoutes().filter((key) => !isPublic(key));

describe('who may call what', () => {
  it('answers 401 TOKEN_MISSING without a token on every route but the public ones', async () => {
    expect(PUBLIC.filter((key) => !registered.includes(key as RouteKey))).toEqual([]);
    expect(signedInRoutes().length).toBeGreaterThan(25);
    for (const key of apiRoutes()) {
      const res = await inject(methodOf(key), urlOf(key), null);
      if (isPublic(key)) expect(res.statusCode, key).not.toBe(401);
      else {
        expect(res.statusCode, key).toBe(401);
        if (methodOf(key) !== 'HEAD') expect(res.json(), key).toMatchObject({ code: 'TOKEN_MISSING' });
      }
    }
  });

  it('refuses a cook on every /api/admin route with 403 ADMIN_ONLY, and lets the admin in', async () => {
    const adminRoutes = apiRoutes().filter((key) => routeOf(key).startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const before = snapshotAll(t);
    for (const key of adminRoutes) {
      for (const url of [urlOf(key), `${urlOf(key)}?admin=true&isAdmin=1&email=chef%40avanzo.test`]) {
        const cook = await inject(methodOf(key), url, bob.token);
        expect(cook.statusCode, `${key} as a cook`).toBe(403);
        if (methodOf(key) !== 'HEAD') {
          expect(cook.json(), key).toMatchObject({ code: 'ADMIN_ONLY' });
          expect(cook.body, key).not.toContain('alice@avanzo.test');
        }
        const anonymous = await inject(methodOf(key), url, null);
        expect(anonymous.statusCode, `${key} without a token`).toBe(401);
        expect((await inject(methodOf(key), url, admin.token)).statusCode, `${key} as the admin`).toBe(200);
      }
    }
    expect(snapshotAll(t)).toEqual(before);
  });

  it('refuses the admin account once it is deactivated, on every admin route', async () => {
    sql(t, 'update users set active = 0 where id = ?', admin.user.id);
    try {
      for (const key of apiRoutes().filter((k) => routeOf(k).startsWith('/api/admin/'))) {
        const res = await inject(methodOf(key), urlOf(key), admin.token);
        expect(res.statusCode, key).toBe(403);
        if (methodOf(key) !== 'HEAD') expect(res.json(), key).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
      }
    } finally {
      sql(t, 'update users set active = 1 where id = ?', admin.user.id);
    }
  });
});

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (hash: string, text: string, secret = t.app.deps.config.jwtSecret) =>
  createHmac(hash, secret).update(text).digest('base64url');

/** A JWT with any header and claims; `sign` makes the signature from the signed text. */
function jwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  sign: (text: string) => string,
) {
  const text = `${part(header)}.${part(claims)}`;
  return `${text}.${sign(text)}`;
}

/** Changes one character in the middle of a base64url part (the last one may only carry padding bits). */
const flip = (text: string) => {
  const at = Math.floor(text.length / 2);
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
};

type TokenCase = [name: string, code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID', make: () => string];

function tokenCases(): TokenCase[] {
  const now = Math.floor(Date.now() / 1000);
  const sub = alice.user.id;
  const live = { sub, iat: now - 60, exp: now + 3600 };
  const expired = { sub, iat: now - 7200, exp: now - 3600 };
  const hs = (alg: string, hash: string, claims: Record<string, unknown>) =>
    jwt({ alg, typ: 'JWT' }, claims, (text) => hmac(hash, text));
  const [head, payload, signature] = alice.token.split('.') as [string, string, string];
  return [
    ['expired (HS256, the right secret)', 'TOKEN_EXPIRED', () => hs('HS256', 'sha256', expired)],
    [
      "payload changed to Bob's id, signature kept",
      'TOKEN_INVALID',
      () => `${head}.${part({ ...live, sub: bob.user.id })}.${signature}`,
    ],
    [
      'payload of an expired token given a later exp',
      'TOKEN_INVALID',
      () => {
        const [h, , s] = hs('HS256', 'sha256', expired).split('.');
        return `${h}.${part(live)}.${s}`;
      },
    ],
    [
      'header changed (kid added), signature kept',
      'TOKEN_INVALID',
      () => `${part({ alg: 'HS256', typ: 'JWT', kid: 'x' })}.${payload}.${signature}`,
    ],
    ['signature changed', 'TOKEN_INVALID', () => `${head}.${payload}.${flip(signature)}`],
    ['signature removed', 'TOKEN_INVALID', () => `${head}.${payload}.`],
    [
      'signed with another secret',
      'TOKEN_INVALID',
      () => jwt({ alg: 'HS256', typ: 'JWT' }, live, (text) => hmac('sha256', text, 'x'.repeat(48))),
    ],
    [
      'expired and signed with another secret',
      'TOKEN_INVALID',
      () => jwt({ alg: 'HS256', typ: 'JWT' }, expired, (text) => hmac('sha256', text, 'x'.repeat(48))),
    ],
    ['alg none, unsigned', 'TOKEN_INVALID', () => jwt({ alg: 'none', typ: 'JWT' }, live, () => '')],
    ['alg None, unsigned', 'TOKEN_INVALID', () => jwt({ alg: 'None', typ: 'JWT' }, live, () => '')],
    [
      'alg none with an HS256 signature',
      'TOKEN_INVALID',
      () => jwt({ alg: 'none', typ: 'JWT' }, live, (text) => hmac('sha256', text)),
    ],
    ['HS384 with the right secret', 'TOKEN_INVALID', () => hs('HS384', 'sha384', live)],
    ['HS512 with the right secret', 'TOKEN_INVALID', () => hs('HS512', 'sha512', live)],
    ['HS512 with the right secret, expired', 'TOKEN_INVALID', () => hs('HS512', 'sha512', expired)],
    [
      'RS256 header, garbage signature',
      'TOKEN_INVALID',
      () => jwt({ alg: 'RS256', typ: 'JWT' }, live, () => 'Z2FyYmFnZS1zaWduYXR1cmU'),
    ],
    [
      'RS256 header, HMAC of the secret (key confusion)',
      'TOKEN_INVALID',
      () => jwt({ alg: 'RS256', typ: 'JWT' }, live, (text) => hmac('sha256', text)),
    ],
    [
      'ES256 header, garbage signature',
      'TOKEN_INVALID',
      () => jwt({ alg: 'ES256', typ: 'JWT' }, live, () => 'Zm9vYmFy'),
    ],
    [
      'not valid before an hour from now',
      'TOKEN_INVALID',
      () => hs('HS256', 'sha256', { ...live, nbf: now + 3600 }),
    ],
  ];
}

/** A valid body for the signed-in routes that need one, so nothing but the token can be refused. */
const BODIES: Record<string, unknown> = {
  'PUT /api/auth/profile': { name: 'Mallory' },
  'PUT /api/auth/change-password': { currentPassword: 'secret-pass', newPassword: 'stolen-pass' },
  'POST /api/auth/supporter': { amount: 5 },
  'PUT /api/users/preferences': { preferences: { language: 'it' } },
  'POST /api/sync/push': { clientId: ALICE_CLIENT, mutations: [] },
  'POST /api/recipes': { title: 'Forged' },
  'PUT /api/recipes/:id': { title: 'Forged' },
  'POST /api/activity': { id: 'a-live' },
  'POST /api/recipes/generate': { ingredients: ['egg'] },
  'POST /api/ingredients/detect': { image: 'data:image/png;base64,AAAA' },
};

describe('tokens on every signed-in route', () => {
  it('accepts a hand-made HS256 token with the right secret on every signed-in route (the control)', async () => {
    const carol = await register(t, { email: 'carol@avanzo.test' });
    const now = Math.floor(Date.now() / 1000);
    const token = jwt(
      { alg: 'HS256', typ: 'JWT' },
      { sub: carol.user.id, iat: now, exp: now + 600 },
      (text) => hmac('sha256', text),
    );
    for (const key of signedInRoutes()) {
      const res = await inject(methodOf(key), urlOf(key), token, BODIES[key]);
      const label = `${key} ${res.statusCode} ${res.body.slice(0, 200)}`;
      // Past the token check: an admin route then refuses Carol as a cook, any other route answers her.
      if (routeOf(key).startsWith('/api/admin/')) expect(res.statusCode, label).toBe(403);
      else expect(res.statusCode, label).not.toBe(401);
      // "Sign out everywhere" answered her by ending her sessions, this token's too: give them back.
      sql(t, 'update users set session_version = 0 where id = ?', carol.user.id);
    }
  });

  it('answers every bad token with 401 and its code, on every signed-in route, and changes nothing', async () => {
    const cases = tokenCases();
    const before = snapshotAll(t);
    const ownerBefore = aliceData();
    let checked = 0;
    for (const key of signedInRoutes()) {
      for (const [name, code, make] of cases) {
        const res = await inject(methodOf(key), urlOf(key), make(), BODIES[key]);
        const label = `${key} with a token ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, label).toBe(401);
        if (methodOf(key) !== 'HEAD') expect(res.json(), label).toMatchObject({ code });
        checked++;
      }
    }
    expect(checked).toBe(signedInRoutes().length * cases.length);
    expect(aliceData()).toEqual(ownerBefore);
    expect(snapshotAll(t)).toEqual(before);
  });
});
