import { channel } from 'node:diagnostics_channel';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from './harness';

/**
 * Shared pieces of the fuzz tests: seeded generators of hostile input, the list of routes the real app
 * registers, and a snapshot of every table (and stored file) to prove a refused request wrote nothing.
 */

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export const STRINGS = [
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

export function randomString(random: Random): string {
  if (random() < 0.5) return pick(random, STRINGS);
  const length = Math.floor(random() * 40);
  return Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join('');
}

/** Sets a property as an own key, so `__proto__` reaches the JSON text instead of the prototype. */
const setOwn = (object: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

export function randomValue(random: Random, depth = 0): unknown {
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
        setOwn(object, randomString(random).slice(0, 20), randomValue(random, depth + 1));
      return object;
    }
  }
}

/** A valid body with one or two fields replaced, removed or added: reaches deeper than pure noise. */
export function mutate(random: Random, valid: Record<string, unknown>): Record<string, unknown> {
  const body = { ...valid };
  const keys = Object.keys(body);
  for (let i = 0; i < 1 + Math.floor(random() * 2); i++) {
    const key = keys.length && random() < 0.8 ? pick(random, keys) : randomString(random).slice(0, 12);
    if (random() < 0.2) delete body[key];
    else setOwn(body, key, randomValue(random));
  }
  return body;
}

/**
 * A copy of `valid` with one node anywhere in its tree replaced, removed or joined by a stray sibling:
 * nested bodies (a push's mutations, a recipe's ingredients) get broken below the top level too.
 */
export function mutateDeep(random: Random, valid: unknown): unknown {
  const copy = structuredClone(valid);
  const containers: Array<Record<string, unknown> | unknown[]> = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    containers.push(node as Record<string, unknown> | unknown[]);
    for (const child of Object.values(node)) walk(child);
  };
  walk(copy);
  if (containers.length === 0) return randomValue(random);
  const target = pick(random, containers);
  const keys = Object.keys(target);
  const roll = random();
  if (keys.length > 0 && roll < 0.6) {
    const key = pick(random, keys);
    if (Array.isArray(target)) target[Number(key)] = randomValue(random);
    else target[key] = random() < 0.3 ? pick(random, EDGE_VALUES) : randomValue(random);
  } else if (keys.length > 0 && roll < 0.8) {
    const key = pick(random, keys);
    if (Array.isArray(target)) target.splice(Number(key), 1);
    else delete target[key];
  } else if (Array.isArray(target)) {
    target.push(random() < 0.5 && target.length > 0 ? structuredClone(target[0]) : randomValue(random));
  } else {
    setOwn(target, random() < 0.3 ? '__proto__' : randomString(random).slice(0, 12), randomValue(random));
  }
  return copy;
}

/** Values that sit on a schema's edges: type confusions, limits, numbers JSON can barely carry. */
const EDGE_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  '1',
  'true',
  [],
  {},
  [null],
  'x'.repeat(1_000),
];

export const CONTENT_TYPES = [
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

export interface FuzzBody {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/**
 * A hostile body for a route whose valid body is `valid`: the valid body broken somewhere (`mutateShare` of
 * the cases, shallow or deep), random JSON, no body at all, or random bytes under a random content type.
 */
export function randomRequest(random: Random, valid: unknown, mutateShare = 0.45): FuzzBody {
  const roll = random();
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? '',
    headers: { 'content-type': 'application/json' },
  });
  if (roll < mutateShare) {
    const isObject = typeof valid === 'object' && valid !== null && !Array.isArray(valid);
    return json(
      isObject && random() < 0.5
        ? mutate(random, valid as Record<string, unknown>)
        : mutateDeep(random, valid),
    );
  }
  const rest = (roll - mutateShare) / (1 - mutateShare);
  if (rest < 0.45) return json(randomValue(random));
  if (rest < 0.6) return { headers: {} };
  if (rest < 0.7) {
    // Broken JSON: a valid body cut short or with a byte changed, or numbers JSON.parse makes infinite.
    const text = JSON.stringify(valid) ?? '{}';
    if (random() < 0.3 && /\d/.test(text))
      return {
        payload: text.replace(/-?\d+(\.\d+)?/g, (n) =>
          random() < 0.5 ? n : pick(random, ['1e400', '-1e400', '1e-400', '-0', '1.0', '2e0']),
        ),
        headers: { 'content-type': 'application/json' },
      };
    const at = Math.floor(random() * text.length);
    const broken =
      random() < 0.5
        ? text.slice(0, at)
        : `${text.slice(0, at)}${pick(random, ['"', '{', ',', '\\'])}${text.slice(at + 1)}`;
    return { payload: broken, headers: { 'content-type': 'application/json' } };
  }
  const payload =
    random() < 0.5
      ? randomString(random)
      : Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
  return { payload, headers: { 'content-type': pick(random, CONTENT_TYPES) } };
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartFile(
  file: Buffer,
  { field = 'avatar', filename = 'a.png', type = 'image/png', boundary = 'zz' } = {},
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** A real upload (boundary `zz`) with random bytes flipped, cut or inserted: the multipart parser's failures. */
export function damagedUpload(random: Random, upload: Buffer): FuzzBody {
  const roll = random();
  let payload: Buffer;
  if (roll < 0.4) payload = upload.subarray(0, Math.floor(random() * upload.length));
  else if (roll < 0.8) {
    payload = Buffer.from(upload);
    for (let i = 0; i < 1 + Math.floor(random() * 8); i++)
      payload[Math.floor(random() * payload.length)] = Math.floor(random() * 256);
  } else {
    const at = Math.floor(random() * upload.length);
    payload = Buffer.concat([upload.subarray(0, at), Buffer.from(randomString(random)), upload.subarray(at)]);
  }
  const boundary = random() < 0.8 ? 'zz' : randomString(random).replace(/[^\x21-\x7e]/g, '');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What inject can send as a header value: a real client cannot send control or non-Latin characters. */
export const isSendableHeader = (value: string) => /^[\t\x20-\x7e]*$/.test(value);

const PATH_PIECES = [
  '',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '__proto__',
  'constructor',
  'recipe-',
  'recipe-recipe-x',
  '-',
  '_',
  'null',
  'undefined',
  '0',
  '-1',
  '1e400',
  ' ',
  '%20',
  '+',
  'a b',
  '😀',
  "'; drop table recipes; --",
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(71),
  'x'.repeat(72),
  'x'.repeat(500),
  'a.png',
  '00000000-0000-0000-0000-000000000000-0000000000000000.png',
  '../../package.json',
  '..%2f..%2fpackage.json',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '....//....//etc/passwd',
  '.%00.png',
  'index.html%00.png',
];

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const encodePart = (text: string) =>
  [...Buffer.from(text)]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** A hostile value for one path parameter, already encoded for the URL (or deliberately mis-encoded). */
export function randomPathSegment(random: Random, valid: string): string {
  const roll = random();
  if (roll < 0.4) return pick(random, PATH_PIECES);
  if (roll < 0.55) return encodePart(`${valid}${randomString(random).slice(0, 8)}`);
  if (roll < 0.65) return encodePart(valid.slice(0, Math.floor(random() * valid.length)));
  if (roll < 0.75)
    return `${encodePart(valid)}${pick(random, ['/', '/x', '//', '/..', '?', '#', ';x', '%2F..'])}`;
  return [...Buffer.from(randomString(random).slice(0, 30))]
    .map((b) => (random() < 0.5 ? `%${b.toString(16).padStart(2, '0')}` : String.fromCharCode(b & 0x7f)))
    .join('')
    .replace(/[/?#\s]/g, '_');
}

/** Query values on the edges of a number or a string parameter. */
const QUERY_VALUES = [
  ...STRINGS.map((text) => text.slice(0, 500)),
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e5',
  '0x10',
  '1.5',
  ' 7 ',
  '+3',
  '-0',
  '9007199254740993',
  'true',
  '[]',
];

/** A hostile query string for a route whose valid query is `valid` (with its leading `?`, or empty). */
export function randomQuery(random: Random, valid: Record<string, string>): string {
  const params = new URLSearchParams(valid);
  const keys = Object.keys(valid);
  const roll = random();
  if (roll < 0.4 && keys.length > 0) {
    const key = pick(random, keys);
    params.set(
      key,
      random() < 0.5 ? pick(random, QUERY_VALUES) : (JSON.stringify(randomValue(random)) ?? ''),
    );
    if (random() < 0.3) params.append(key, randomString(random).slice(0, 100)); // a repeated key: an array
    if (random() < 0.2) params.delete(key);
  } else if (roll < 0.6) {
    for (let i = 1 + Math.floor(random() * 3); i > 0; i--)
      params.append(
        pick(random, [...keys, '__proto__', 'constructor', randomString(random).slice(0, 12)]),
        randomString(random).slice(0, 100),
      );
  } else if (roll < 0.8) {
    // Hand-made, partly mis-encoded query text.
    const raw = [
      ...keys.map(
        (k) => `${k}=${pick(random, ['%', '%zz', '%00', '', '&', '=', '%E0%A4%A', '[]', '[x]=1'])}`,
      ),
      pick(random, ['&&', '=', '==', '?', '%26', 'a[b][c]=1', 'a[__proto__][x]=1']),
    ];
    return `?${raw.join('&')}`;
  } else if (roll < 0.9) {
    return '';
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** An authorization header that is no valid session: missing pieces, other schemes, broken tokens. */
export function randomAuthorization(random: Random, validToken: string): string {
  const [head = '', payload = '', signature = ''] = validToken.split('.');
  const flip = (text: string) => {
    const at = Math.floor(random() * text.length);
    return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  };
  const options = [
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    `Bearer ${head}.${payload}`,
    `Bearer ${head}.${payload}.`,
    `Bearer ${head}.${flip(payload)}.${signature}`,
    `Bearer ${head}.${payload}.${flip(signature)}`,
    `Bearer ${validToken}.${signature}`,
    `Bearer ${validToken} ${validToken}`,
    `Basic ${validToken}`,
    `bearer${validToken}`,
    validToken,
    `Bearer ${randomString(random)}`,
    randomString(random),
  ];
  const value = pick(random, options);
  return isSendableHeader(value) ? value : 'Bearer x';
}

/** A random client address, so per-IP rate limits and the registration gap do not stop the fuzz early. */
export const randomAddress = (random: Random) =>
  `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;

/** `GET /api/x/:id` style keys of every route an app registers. */
export type RouteKey = `${string} ${string}`;

/**
 * Starts a test app and records every route it registers (HEAD routes included), through Fastify's
 * `fastify.initialization` diagnostics channel: the list comes from the real app, so a route added later
 * shows up in it without anyone having to remember it.
 */
export async function startRecordingApp(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<{ t: TestApp; routes: RouteKey[] }> {
  const routes: RouteKey[] = [];
  const init = channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    });
  };
  init.subscribe(onInit);
  let t: TestApp;
  try {
    t = await startTestApp(options);
  } finally {
    init.unsubscribe(onInit);
  }
  return { t, routes: [...new Set(routes)].sort() };
}

/** Every table's rows (each as one text line of quoted columns, sorted) and the stored files. */
export type Snapshot = Record<string, string[]>;

/**
 * Reads every table of the app's database (each row as one line of quote()d columns, made in SQLite
 * itself, sorted) plus the avatar folder. The tables are listed when the reader is made.
 */
const NOT_DATA = ['rate_limits'];

export function snapshotReader(t: TestApp): () => Snapshot {
  const db = t.app.deps.db.$client;
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .pluck()
    .all() as string[];
  // Rate-limit counters count every request, refused ones too (that is their job): not account data.
  const data = tables.filter((table) => !NOT_DATA.includes(table));
  const reads = data.map((table) => {
    const columns = db.prepare('select name from pragma_table_info(?)').pluck().all(table) as string[];
    const line = columns.map((c) => `quote("${c}")`).join(` || ',' || `);
    return [table, db.prepare(`select ${line} as row from "${table}" order by row`).pluck()] as const;
  });
  return () => {
    const snapshot: Snapshot = {};
    for (const [table, read] of reads) snapshot[table] = read.all() as string[];
    snapshot['files:avatars'] = listAvatars(t);
    return snapshot;
  };
}

/** Every table and stored file, once (see snapshotReader). */
export const snapshotAll = (t: TestApp): Snapshot => snapshotReader(t)();

function listAvatars(t: TestApp): string[] {
  const folder = join(t.dataDir, 'avatars');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** The rows added and removed per table between two snapshots, leaving out `ignoredTables`. */
export function snapshotDiff(
  before: Snapshot,
  after: Snapshot,
  ignoredTables: readonly string[] = [],
): Record<string, { added: string[]; removed: string[] }> {
  const diff: Record<string, { added: string[]; removed: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignoredTables.includes(table)) continue;
    const old = before[table] ?? [];
    const now = after[table] ?? [];
    if (old.length === now.length && old.every((row, i) => row === now[i])) continue;
    const oldSet = new Set(old);
    const nowSet = new Set(now);
    diff[table] = {
      added: now.filter((row) => !oldSet.has(row)).map((row) => row.slice(0, 300)),
      removed: old.filter((row) => !nowSet.has(row)).map((row) => row.slice(0, 300)),
    };
  }
  return diff;
}

/**
 * The database state before and after each request, cheaply: SQLite's `total_changes()` counts every row
 * this connection wrote (rolled-back writes included), so the tables are only read again after a request
 * that wrote something or tried to; the avatar folder is listed again whenever its mtime moved.
 */
export function watchDatabase(t: TestApp) {
  const changes = t.app.deps.db.$client.prepare('select total_changes()').pluck();
  const read = snapshotReader(t);
  const folder = join(t.dataDir, 'avatars');
  const folderTime = () => statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  let snapshot = read();
  let at = changes.get() as number;
  let listedAt = folderTime();
  return {
    current(): Snapshot {
      const count = changes.get() as number;
      const time = folderTime();
      if (count !== at) {
        snapshot = read();
        at = count;
        listedAt = time;
      } else if (time !== listedAt) {
        snapshot = { ...snapshot, 'files:avatars': listAvatars(t) };
        listedAt = time;
      }
      return snapshot;
    },
    /** How the cached snapshot differs from a full read now: `{}` when the cheap path held. */
    verify(): ReturnType<typeof snapshotDiff> {
      return snapshotDiff(this.current(), read());
    },
  };
}
