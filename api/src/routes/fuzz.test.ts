import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DETECTION_CONTENT, startFakeAi, type FakeAi } from '../test/fakeAiServer';
import {
  damagedUpload,
  encodePart,
  isSendableHeader,
  multipartFile,
  pick,
  randomAddress,
  randomAuthorization,
  randomPathSegment,
  randomQuery,
  randomRequest,
  snapshotDiff,
  startRecordingApp,
  watchDatabase,
  type FuzzBody,
  type Random,
  type RouteKey,
} from '../test/fuzz';
import {
  bearer,
  getChallenge,
  makePng,
  register,
  registerAdmin,
  registerBody,
  seededRandom,
  sql,
  type Registered,
  type TestApp,
} from '../test/harness';
import { hlcAt, newEntry, newRecipe } from '../test/sync';

/**
 * Every route the app registers gets CASES_PER_ROUTE hostile requests: broken bodies, path parameters and
 * query strings, signed in (as a cook or the admin), signed out and with broken tokens. No answer may be a
 * 5xx, every 4xx is the `{code, message}` shape with one of our codes, and a refused request leaves every
 * table and stored file exactly as it was. Each route has its own seed, printed with a failure; set
 * FUZZ_SEED to run with other seeds (FUZZ_SUMMARY=1 prints the answers per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const CASES_PER_ROUTE = 1_000;

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
type Part = 'body' | 'params' | 'query' | 'auth';

interface Case {
  random: Random;
  i: number;
}

interface Entry {
  /** Whom the route serves; every other kind of caller is sent too. */
  auth: 'public' | 'user' | 'admin';
  /** A valid value for each path parameter (`*` for a wildcard). */
  params?: (c: Case) => Record<string, string>;
  /** A valid query. */
  query?: (c: Case) => Record<string, string>;
  /** A valid JSON body; routes without one still get random bodies. */
  body?: (c: Case) => unknown;
  /** A valid multipart upload, sent instead of a JSON body. */
  upload?: (c: Case) => Buffer;
  /**
   * Every well-formed body costs a password hash (scrypt, tens of ms): the body is broken in every case,
   * and is rarely close to valid, so these thousand cases stay quick.
   */
  hashes?: boolean;
  /** Tables a refused request may change, and why. Every other table must stay byte-for-byte the same. */
  mayChange?: { tables: string[]; why: string };
  /** Its success ends the account's sessions (a password change, sign out everywhere). */
  endsSessions?: boolean;
  /** A refused request that may write, judged from the reply (see the push). */
  allowed?: (res: { statusCode: number; body: string }, sent: unknown) => boolean;
}

let fake: FakeAi;
let t: TestApp;
let registered: RouteKey[];
let user: Registered;
let other: Registered;
let admin: Registered;
let watch: ReturnType<typeof watchDatabase>;
let hash: string;
const OTHER_CLIENT = 'other-client-0001';
const USER_EMAIL = 'fuzz@avanzo.test';
const PASSWORD = 'secret-pass';
const summary: Record<string, { requests: number; '2xx': number; '3xx': number; '4xx': number }> = {};

beforeAll(async () => {
  fake = await startFakeAi();
  fake.setDefault({ content: DEFAULT_DETECTION_CONTENT });
  ({ t, routes: registered } = await startRecordingApp({
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      VISION_MODEL: 'fake-vision',
      // The fake answers at once; a long timeout keeps a busy machine from turning that into a 504.
      AI_TIMEOUT_MS: '30000',
    },
  }));
  // Durability is not under test here: without an fsync per commit the fuzz runs several times faster.
  // Everything else (WAL, foreign keys, triggers) is the app's own setting.
  t.app.deps.db.$client.pragma('synchronous = NORMAL');
  user = await register(t, { email: USER_EMAIL, password: PASSWORD });
  other = await register(t, { email: 'other@avanzo.test', password: PASSWORD });
  admin = await registerAdmin(t, { password: PASSWORD });
  // One scrypt hash of PASSWORD, restored to every account before each route.
  hash = (t.app.deps.db.$client
    .prepare('select password_hash from users where id = ?')
    .pluck()
    .get(user.user.id) ?? '') as string;
  // The other account's data, which fuzzed ids and client ids name but must never change.
  const asOther = { headers: bearer(other.token) };
  await t.app.inject({ method: 'POST', url: '/api/recipes', payload: newRecipe('other-secret'), ...asOther });
  await t.app.inject({ method: 'POST', url: '/api/recipes/other-secret/save', ...asOther });
  const entry = {
    seq: 1,
    v: 1,
    hlc: hlcAt(t.clock.now()),
    name: 'activity.append',
    args: { entry: newEntry('o1') },
  };
  await t.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    payload: { clientId: OTHER_CLIENT, mutations: [entry] },
    ...asOther,
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/avatar',
    payload: multipartFile(makePng(2, 2, 7)),
    headers: { ...bearer(other.token), 'content-type': 'multipart/form-data; boundary=zz' },
  });
  watch = watchDatabase(t);
});

afterAll(async () => {
  const total = Object.values(summary).reduce((n, s) => n + s.requests, 0);
  console.log(`fuzz: ${total} requests over ${Object.keys(summary).length} routes (seed ${SEED})`);
  // FUZZ_SUMMARY=1 shows how each route answered (how deep the cases got).
  if (process.env.FUZZ_SUMMARY) console.table(summary);
  await t?.close();
  await fake?.close();
});

/** A read prepared once, on first use (the app's connection exists only after beforeAll). */
function reader<T>(statement: string): (...params: unknown[]) => T[] {
  let prepared: ReturnType<TestApp['app']['deps']['db']['$client']['prepare']> | undefined;
  return (...params) => (prepared ??= t.app.deps.db.$client.prepare(statement)).all(...params) as T[];
}
const liveRecipes = reader<{ id: string }>(
  'select id from recipes where user_id = ? and deleted_hlc is null and created_hlc is not null order by id',
);
const emailOf = reader<{ email: string }>('select email from users where id = ?');
const clientSeq = reader<{ n: number }>('select last_seq as n from clients where client_id = ?');
const appliedBetween = reader<{ n: number }>(
  'select count(*) as n from applied where client_id = ? and seq > ? and seq <= ?',
);
const avatarFiles = reader<{ avatar: string }>(
  'select avatar from users where avatar is not null order by id',
);
const epoch = reader<{ text: string }>("select text from meta where key = 'epoch'");

const userId = () => user.user.id;
const currentEmail = () => emailOf(userId())[0]?.email ?? USER_EMAIL;
const lastSeqOf = (clientId: unknown) =>
  typeof clientId === 'string' ? (clientSeq(clientId)[0]?.n ?? 0) : 0;

/**
 * Puts the accounts back before each route: the fuzzed account's data, and every account's email, name
 * and password (the admin's token is sent to signed-in routes too, so it may have renamed the admin).
 */
async function resetAccounts(): Promise<void> {
  const id = userId();
  const accounts = [user, other, admin];
  // Accounts the registration fuzz made go, with all they own: they only slow the admin lists down.
  sql(t, 'delete from users where id not in (?, ?, ?)', ...accounts.map((a) => a.user.id));
  sql(t, 'delete from applied where client_id in (select client_id from clients where user_id = ?)', id);
  for (const table of ['clients', 'recipes', 'activity', 'activity_clears', 'scans'])
    sql(t, `delete from ${table} where user_id = ?`, id);
  for (const account of accounts) {
    const { email, name } = account.user;
    sql(
      t,
      // Session version 0 again: a password change or "sign out everywhere" fuzzed before ended the tokens.
      'update users set email = ?, name = ?, password_hash = ?, session_version = 0 where id = ?',
      email,
      name,
      hash,
      account.user.id,
    );
  }
  const asUser = { headers: bearer(user.token) };
  for (let k = 0; k < 3; k++)
    await t.app.inject({ method: 'POST', url: '/api/recipes', payload: newRecipe(`mine${k}`), ...asUser });
  await t.app.inject({ method: 'POST', url: '/api/recipes/mine0/save', ...asUser });
  await t.app.inject({ method: 'POST', url: '/api/recipes', payload: newRecipe('mine-gone'), ...asUser });
  await t.app.inject({ method: 'DELETE', url: '/api/recipes/mine-gone', ...asUser });
  await t.app.inject({ method: 'POST', url: '/api/activity', payload: { id: 'mine0' }, ...asUser });
}

/** A recipe id as a client could send it: one of ours (maybe with the prefix), a deleted one, the other's, or unknown. */
function recipeId(c: Case): string {
  const live = liveRecipes(userId()).map((r) => r.id);
  const roll = c.random();
  if (roll < 0.1) return 'other-secret';
  if (roll < 0.15) return `fresh${c.i}`;
  if (roll < 0.2) return 'mine-gone';
  const id = live.length > 0 ? pick(c.random, live) : 'mine0';
  return roll < 0.3 ? `recipe-${id}` : id;
}

function validMutation(c: Case, seq: number) {
  const id = recipeId(c).replace(/^recipe-/, '');
  const args: Record<string, () => unknown> = {
    'recipe.create': () => ({ recipe: newRecipe(`pushed${c.i}-${seq}`) }),
    'recipe.patch': () => ({ id, fields: { title: 'Patched', calories: null } }),
    'recipe.delete': () => ({ id }),
    'saved.set': () => ({ recipeId: id, saved: c.random() < 0.5 }),
    'activity.append': () => ({ entry: newEntry(`pe${c.i}-${seq}`, { relatedId: id }) }),
    'activity.clearForRecipe': () => ({ recipeId: id }),
    'profile.patch': () => ({ fields: { name: 'Pushed name' } }),
    'preferences.set': () => ({ language: pick(c.random, ['en', 'it', 'fr', 'de']) }),
  };
  const name = pick(c.random, Object.keys(args));
  return { seq, v: 1, hlc: hlcAt(t.clock.now(), seq, 'fuzznode'), name, args: args[name]?.() };
}

/** The client's last seq before the push being sent (read by the push entry's `allowed`). */
let seqBefore = 0;

const pngDataUrl = `data:image/png;base64,${makePng(4, 4, 3).toString('base64')}`;
const idParams = (c: Case) => ({ id: recipeId(c) });

/** One entry per route; HEAD routes use their GET entry. A route without an entry fails the first test. */
const ENTRIES: Record<string, Entry> = {
  'GET /api/health': { auth: 'public' },
  'GET /api/config': { auth: 'public' },
  'POST /api/heartbeat': { auth: 'user', body: () => ({}) },

  'GET /api/auth/register-challenge': { auth: 'public' },
  'POST /api/auth/register': {
    auth: 'public',
    hashes: true,
    body: async (c) => {
      const challenge = await getChallenge(t);
      t.clock.advance(6_000);
      return registerBody(challenge, {
        email: `new${c.i}@avanzo.test`,
        detectedLanguage: 'it',
        languageDetectionMetadata: { source: 'ip', country: 'IT', city: 'Roma', timezone: 'Europe/Rome' },
      });
    },
    mayChange: {
      tables: ['auth_attempts'],
      why: 'SPEC §5 anti-bot rule: a refused registration attempt still starts the 5 s gap for its address',
    },
  },
  'POST /api/auth/login': {
    auth: 'public',
    hashes: true,
    body: () => ({ email: currentEmail(), password: PASSWORD }),
  },
  'GET /api/auth/me': { auth: 'user' },
  'PUT /api/auth/profile': {
    auth: 'user',
    body: (c) => (c.random() < 0.5 ? { name: 'Fuzz Cook' } : { name: 'Fuzz', email: currentEmail() }),
  },
  'PUT /api/auth/change-password': {
    auth: 'user',
    hashes: true,
    endsSessions: true,
    body: () => ({ currentPassword: PASSWORD, newPassword: PASSWORD }),
  },
  'POST /api/auth/sign-out-everywhere': { auth: 'user', endsSessions: true },
  'POST /api/auth/supporter': {
    auth: 'user',
    body: () => ({ provider: 'paypal', amount: 5, currency: 'EUR', reference: 'PAY-1' }),
  },
  'POST /api/auth/avatar': { auth: 'user', upload: (c) => multipartFile(makePng(2, 2, c.i)) },
  'DELETE /api/auth/avatar': { auth: 'user' },
  'GET /api/avatars/:file': {
    auth: 'public',
    params: (c) => {
      const files = avatarFiles();
      return { file: files.length > 0 ? pick(c.random, files).avatar : `${userId()}-0123456789abcdef.png` };
    },
  },

  'GET /api/users/stats': { auth: 'user' },
  'PUT /api/users/preferences': {
    auth: 'user',
    body: (c) => ({ preferences: { language: pick(c.random, ['it', 'fr', 'en-GB']) } }),
  },

  'POST /api/sync/push': {
    auth: 'user',
    body: (c) => {
      const clientId = pick(c.random, [
        'fuzz-client-a',
        'fuzz-client-a',
        'fuzz-client-b',
        OTHER_CLIENT,
        `new-${c.i}-x`,
      ]);
      const last = lastSeqOf(clientId);
      const count = 1 + Math.floor(c.random() * 3);
      return { clientId, mutations: Array.from({ length: count }, (_, k) => validMutation(c, last + 1 + k)) };
    },
    // A gap stops the batch, but what came before the gap is applied and kept (ARCHITECTURE §3): such a
    // 409 is a partial success. It may write exactly the seqs from the client's last one to its lastSeq.
    allowed: (res, sent) => {
      if (res.statusCode !== 409) return false;
      const body = JSON.parse(res.body) as { code?: string; lastSeq?: number };
      const clientId = (sent as { clientId?: unknown } | null)?.clientId;
      if (body.code !== 'SEQ_GAP' || typeof body.lastSeq !== 'number' || body.lastSeq <= seqBefore)
        return false;
      const applied = appliedBetween(clientId, seqBefore, body.lastSeq)[0]?.n;
      return lastSeqOf(clientId) === body.lastSeq && applied === body.lastSeq - seqBefore;
    },
  },
  'GET /api/sync/pull': {
    auth: 'user',
    query: (c) => ({
      cursor: `${epoch()[0]?.text ?? ''}.${Math.floor(c.random() * 20)}`,
      limit: String(1 + Math.floor(c.random() * 100)),
    }),
  },

  'POST /api/recipes/generate': {
    auth: 'user',
    body: (c) => ({
      ingredients: ['egg', 'tomato', { id: 'pasta', name: 'pasta' }, { id: null, name: 'mystery leaf' }],
      preferences: {
        servings: 2,
        difficulty: pick(c.random, ['easy', 'medium', 'hard']),
        maxCookingTime: 45,
        cuisine: 'italian',
        locale: pick(c.random, ['en', 'it']),
      },
    }),
  },
  'POST /api/recipes': {
    auth: 'user',
    body: (c) => (c.random() < 0.7 ? newRecipe(`made${c.i}`) : { title: 'Quick', id: recipeId(c) }),
  },
  'GET /api/recipes': {
    auth: 'user',
    query: (c) => ({
      page: String(1 + Math.floor(c.random() * 3)),
      limit: '10',
      search: pick(c.random, ['egg', 'Recipe', '']),
    }),
  },
  'GET /api/recipes/all': { auth: 'user' },
  'GET /api/recipes/saved': { auth: 'user' },
  'GET /api/recipes/:id': { auth: 'user', params: idParams },
  'PUT /api/recipes/:id': {
    auth: 'user',
    params: idParams,
    body: () => ({
      title: 'Renamed',
      calories: 420,
      tags: ['quick'],
      cookingTime: { total: 20, prep: 5, cook: 15 },
    }),
  },
  'DELETE /api/recipes/:id': { auth: 'user', params: idParams },
  'POST /api/recipes/:id/save': { auth: 'user', params: idParams },
  'DELETE /api/recipes/:id/save': { auth: 'user', params: idParams },

  'GET /api/activity': { auth: 'user' },
  'POST /api/activity': {
    auth: 'user',
    body: (c) => ({ id: recipeId(c), title: 'Cooked it', timestamp: '2026-11-22T12:00:00.000Z' }),
  },
  'DELETE /api/activity/recipe/:id': { auth: 'user', params: idParams },

  'GET /api/ingredients-database/all': {
    auth: 'public',
    query: (c) => ({ locale: pick(c.random, ['en', 'it', 'de-DE']) }),
  },
  'GET /api/ingredients-database/category': {
    auth: 'public',
    query: (c) => ({ name: pick(c.random, ['vegetables', 'Cheese', 'pasta']), locale: 'fr' }),
  },
  'GET /api/ingredients-database/search': {
    auth: 'public',
    query: (c) => ({ q: pick(c.random, ['tom', 'uov', 'x', '']), locale: 'it' }),
  },
  'POST /api/ingredients/detect': {
    auth: 'user',
    body: (c) => ({ image: pngDataUrl, locale: pick(c.random, ['en', 'it']) }),
  },

  'GET /api/admin/analytics': { auth: 'admin' },
  'GET /api/admin/performance': { auth: 'admin' },
  'GET /api/admin/geolocation': { auth: 'admin' },
  'GET /api/admin/users/all': { auth: 'admin' },

  // The OpenAPI description and its viewer (@fastify/swagger, @fastify/swagger-ui).
  'GET /api/docs': { auth: 'public' },
  'GET /api/docs/json': { auth: 'public' },
  'GET /api/docs/yaml': { auth: 'public' },
  'GET /api/docs/static/index.html': { auth: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { auth: 'public' },
  'GET /api/docs/static/*': {
    auth: 'public',
    // Small files only: the 1.4 MB bundle a thousand times would be the whole run.
    params: (c) => ({
      '*': pick(c.random, ['index.css', 'logo.svg', 'favicon-16x16.png', 'oauth2-redirect.js']),
    }),
  },
};

/**
 * The entry of a route key. HEAD routes use their GET entry; `/api/recipes/` is the same route as
 * `/api/recipes` (Fastify registers a prefix's root with and without the slash, HEAD with the slash).
 */
function entryFor(key: string): Entry | undefined {
  const route = key.replace(/(.)\/$/, '$1');
  return ENTRIES[route] ?? (route.startsWith('HEAD ') ? ENTRIES[`GET ${route.slice(5)}`] : undefined);
}

/** Every route under test: each entry, and the HEAD route Fastify adds for each GET. */
const ROUTE_KEYS = Object.keys(ENTRIES).flatMap((key) =>
  key.startsWith('GET ') ? [key, `HEAD ${key.slice(4)}`] : [key],
);

function hashText(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function authHeader(random: Random, entry: Entry, broken: boolean): Record<string, string> {
  if (broken) {
    const roll = random();
    if (roll < 0.3) return {};
    if (roll < 0.45 && entry.auth === 'admin') return bearer(user.token); // signed in, not the admin
    if (roll < 0.55 && entry.auth === 'public') return bearer(other.token);
    const value = randomAuthorization(random, pick(random, [user.token, admin.token]));
    return isSendableHeader(value) ? { authorization: value } : {};
  }
  if (entry.auth === 'admin') return bearer(admin.token);
  if (entry.auth === 'public') return random() < 0.5 ? {} : bearer(user.token);
  return bearer(random() < 0.9 ? user.token : admin.token);
}

/** The parsed JSON body of a sent payload, or undefined. */
function parsed(payload: FuzzBody['payload']): unknown {
  try {
    return typeof payload === 'string' ? JSON.parse(payload) : undefined;
  } catch {
    return undefined;
  }
}

async function fuzzRoute(key: string): Promise<void> {
  const [method, path] = key.split(' ') as [Method, string];
  const entry = entryFor(key) as Entry;
  const seed = (SEED ^ hashText(key)) >>> 0;
  const random = seededRandom(seed);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const paramNames = [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const parts: Part[] = entry.hashes
    ? ['body']
    : [
        ...(hasBody ? (['body', 'body', 'body'] as const) : []),
        ...(paramNames.length > 0 ? (['params', 'params'] as const) : []),
        'query',
        'auth',
      ];
  const failures: string[] = [];
  const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0 };
  await resetAccounts();
  for (let i = 0; i < CASES_PER_ROUTE && failures.length < 10; i++) {
    const c: Case = { random, i };
    t.clock.advance(Math.floor(random() * 2_000));
    // One part of the request is certainly broken; each other part now and then too.
    const target = pick(random, parts);
    const broken = (part: Part) => part === target || random() < 0.1;

    let url = path;
    const params = entry.params?.(c) ?? {};
    for (const name of paramNames) {
      const valid = params[name] ?? 'x';
      const value = broken('params') ? randomPathSegment(random, valid) : encodePart(valid);
      url = url.replace(name === '*' ? '*' : `:${name}`, value);
    }
    const query = entry.query?.(c) ?? {};
    if (broken('query')) url += randomQuery(random, query);
    else if (Object.keys(query).length > 0) url += `?${new URLSearchParams(query)}`;

    let request: FuzzBody = { headers: {} };
    if (hasBody && entry.upload) {
      const upload = entry.upload(c);
      if (!broken('body'))
        request = { payload: upload, headers: { 'content-type': 'multipart/form-data; boundary=zz' } };
      else request = random() < 0.6 ? damagedUpload(random, upload) : randomRequest(random, { avatar: 'x' });
    } else if (hasBody) {
      const valid = (await entry.body?.(c)) ?? {};
      request = broken('body')
        ? randomRequest(random, valid, entry.hashes ? 0.05 : 0.45)
        : { payload: JSON.stringify(valid), headers: { 'content-type': 'application/json' } };
    }
    const sent = entry.allowed ? parsed(request.payload) : undefined;
    if (entry.allowed) seqBefore = lastSeqOf((sent as { clientId?: unknown } | undefined)?.clientId);

    const before = watch.current();
    const res = await t.app.inject({
      method,
      url,
      headers: { ...request.headers, ...authHeader(random, entry, broken('auth')) },
      remoteAddress: randomAddress(random),
      ...(request.payload === undefined || !hasBody ? {} : { payload: request.payload }),
    });
    const after = watch.current();
    counts.requests++;
    const status = res.statusCode;
    const label = () =>
      `seed ${seed} case ${i}: ${method} ${url.slice(0, 200)} -> ${status} ${res.body.slice(0, 200)} <- ${String(request.payload ?? '').slice(0, 200)}`;
    if (status >= 500) {
      failures.push(`5xx: ${label()}`);
      continue;
    }
    counts[status < 300 ? '2xx' : status < 400 ? '3xx' : '4xx']++;
    if (status < 400) continue;

    if (method !== 'HEAD') {
      const code = (parsed(res.body) as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string' || !/^[A-Z][A-Z_]+$/.test(code) || code.startsWith('FST_'))
        failures.push(`unshaped error: ${label()}`);
    }
    if (after === before) continue;
    const diff = snapshotDiff(before, after, entry.mayChange?.tables);
    if (Object.keys(diff).length === 0 || entry.allowed?.(res, sent)) continue;
    failures.push(
      `refused request changed data: ${label()}\n${JSON.stringify(diff, null, 1).slice(0, 2_000)}`,
    );
  }
  summary[key] = counts;
  expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  expect(counts.requests).toBe(CASES_PER_ROUTE);
  // Some requests got through to the handler's success path, so the fixtures did not make every case fail.
  expect(counts['2xx'] + counts['3xx']).toBeGreaterThan(0);
  // The cheap change detection (see watchDatabase) agreed with a full read of every table and file.
  expect(watch.verify()).toEqual({});
  // The signed-in account still works after all that noise (its sessions given back where the route's
  // success was to end them).
  if (entry.endsSessions) sql(t, 'update users set session_version = 0');
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
  expect(me.statusCode).toBe(200);
}

describe('fuzz: every route', () => {
  it('has an entry for every /api route the app registers, and none for a route it does not', () => {
    const api = registered.filter((key) => key.split(' ')[1]?.startsWith('/api'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((key) => !entryFor(key))).toEqual([]);
    expect(ROUTE_KEYS.filter((key) => !registered.includes(key as RouteKey))).toEqual([]);
    // Both spellings of a prefix root are one route (see entryFor), fuzzed without the slash.
    expect(api.filter((key) => !ROUTE_KEYS.includes(key.replace(/(.)\/$/, '$1')))).toEqual([]);
    // Without a web build the app serves nothing outside /api, so nothing escapes the fuzz.
    expect(registered.filter((key) => !key.split(' ')[1]?.startsWith('/api'))).toEqual([]);
  });

  for (const key of ROUTE_KEYS) it(key, { timeout: 120_000 }, () => fuzzRoute(key));
});
