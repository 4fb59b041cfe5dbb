import { CLOCK_TOLERANCE_MS, compareHlc, parseHlc, PROTOCOL_VERSION } from '../../../sync-protocol/src/index';
import { readRefusals } from '../../../web/src/data/refusals';
import type { SimClient } from './client';
import { clientVisible, firstDifference, serverRest, serverVisible } from './checks';
import type { AppliedRow } from './server';
import type { Run } from './simulation';

/**
 * The assertions after healing, collected as readable problems rather than thrown one at a time:
 * (1) every replica shows what the server has; (2) every outbox is empty; (3) the server applied every
 * mutation ever created exactly once, and nothing else: no change is refused for its clock, and the
 * ones a newer app made in another tab are refused and reach their cook (listed, counted once); (4) deleted
 * recipes stay deleted everywhere; (5) the later change wins in real time wherever the clocks let the
 * server know it: for every two changes made and pushed on unchanged clocks, more than ORDER_MARGIN_MS
 * apart, the server's stamps are in the order the cooks made them; (6) no clock stays ahead: neither a
 * device's nor the server's.
 */
export async function verifyConverged(run: Run): Promise<void> {
  const { server, clients, problems, network } = run;
  const reader = run.readerToken;
  const truth = await serverVisible(server, reader);

  // The REST read models agree with what the sync protocol serves.
  const rest = await serverRest(server, reader);
  const restDiff = firstDifference(rest.recipes, truth.recipes);
  if (restDiff) problems.push(`server: GET /api/recipes/all differs from a full pull at ${restDiff}`);
  const visibleIds = new Set(truth.activity.map((e) => e.id));
  if (rest.activity.length !== Math.min(100, truth.activity.length))
    problems.push(
      `server: GET /api/activity has ${rest.activity.length} of ${truth.activity.length} entries`,
    );
  for (const e of rest.activity)
    if (!visibleIds.has(e.id)) problems.push(`server: GET /api/activity shows hidden entry ${e.id}`);

  // (1) and (2)
  for (const client of clients) {
    const { name } = client.link;
    const mine = await clientVisible(client);
    for (const part of ['recipes', 'activity', 'profile'] as const) {
      const diff = firstDifference(mine[part], truth[part]);
      if (diff) problems.push(`${name}: ${part} differ from the server at ${diff}`);
    }
    const state = client.engine.getSnapshot().state;
    if (state !== 'idle') problems.push(`${name}: the engine ends ${state}, not idle`);
    const pending = await client.db.outbox.count();
    if (pending !== 0) problems.push(`${name}: ${pending} mutations still in the outbox`);
    // (4)
    for (const recipe of mine.recipes)
      if (truth.tombstones.has(recipe.id)) problems.push(`${name}: deleted recipe ${recipe.id} is live`);
  }

  // (3) exactly once, on the server's own record, and applied: the workload only makes valid changes.
  const applied = new Map<string, AppliedRow & { n: number }>();
  for (const row of server.appliedRows()) {
    const key = `${row.clientId}:${row.seq}`;
    applied.set(key, { ...row, n: (applied.get(key)?.n ?? 0) + 1 });
  }
  const created = new Set<string>();
  const lastSeqs = server.lastSeqs();
  const timeline: Timed[] = [];
  const refusals: Array<{ client: SimClient; key: string }> = [];
  for (const client of clients) {
    const { name } = client.link;
    if (client.rotations.length > 0)
      problems.push(`${name}: rotated its clientId (${client.rotations.join('; ')})`);
    for (const [key, mutation] of client.created) {
      created.add(key);
      const row = applied.get(key);
      const label = `${mutation.name} ${key}`;
      if (!row) {
        problems.push(`${name}: ${label} was never applied`);
        continue;
      }
      if (row.n !== 1) problems.push(`${name}: ${label} recorded ${row.n} times`);
      const expected = mutation.v > PROTOCOL_VERSION ? 'rejected UNSUPPORTED_VERSION' : 'applied';
      const outcome = `${row.outcome}${row.code ? ` ${row.code}` : ''}`;
      if (outcome !== expected) problems.push(`${name}: ${label} ended ${outcome}, expected ${expected}`);
      if (row.outcome === 'rejected') {
        refusals.push({ client, key });
        continue;
      }
      if (row.hlc !== null && row.hlc !== mutation.hlc) run.restamped += 1;
      // Made and pushed on the same clock error: the server can know when it was made.
      const pushedAt = row.appliedAt - client.setup.baseMs;
      const steady = client.setup.skews.every((k) => k.from <= mutation.real || k.from > pushedAt);
      if (steady)
        timeline.push({ key: label, device: name, real: mutation.real, stamp: row.hlc ?? mutation.hlc });
    }
    const { clientId, nextSeq } = await client.identity();
    if ((lastSeqs.get(clientId) ?? 0) !== nextSeq - 1)
      problems.push(
        `${name}: server last_seq ${lastSeqs.get(clientId)} but the client wrote up to ${nextSeq - 1}`,
      );
  }
  for (const key of applied.keys())
    if (!created.has(key)) problems.push(`server: applied ${key}, which no client made`);

  // (3b) every refusal reaches its cook: reported by the server (again on every replay, as the client may
  // have lost the reply), received once, kept in the device's list of refused changes, counted once.
  const reported = new Map<string, number>();
  for (const r of network.reports)
    reported.set(`${r.clientId}:${r.seq}`, (reported.get(`${r.clientId}:${r.seq}`) ?? 0) + 1);
  for (const client of clients) {
    const { name } = client.link;
    const mine = refusals.filter((r) => r.client === client).map((r) => r.key);
    const listed = new Set((await readRefusals(client.db)).map((r) => r.key));
    for (const key of mine) {
      if ((reported.get(key) ?? 0) < 1) problems.push(`${name}: refusal of ${key} never reported`);
      const received = client.link.rejectionsDelivered.get(key) ?? 0;
      if (received !== 1) problems.push(`${name}: refusal of ${key} received ${received} times`);
      if (!listed.has(key)) problems.push(`${name}: refusal of ${key} is not shown to the cook`);
    }
    if (client.rejectedCounted !== mine.length)
      problems.push(`${name}: engine counted ${client.rejectedCounted} refusals, expected ${mine.length}`);
  }
  run.refused = refusals.length;

  // (5) real-time order of the stamps.
  run.ordered = timeline.length;
  problems.push(...orderProblems(timeline));

  // (6) no clock left ahead.
  const serverNow = (clients[0]?.setup.baseMs ?? 0) + run.time.now;
  const pulled = (
    await server.inject({ method: 'GET', url: '/api/sync/pull?limit=1', token: reader })
  ).json() as {
    serverClock: string;
  };
  if ((parseHlc(pulled.serverClock)?.ms ?? 0) > serverNow)
    problems.push(`server: its clock ${pulled.serverClock} is ahead of its time ${serverNow}`);
  for (const client of clients) {
    const clock = parseHlc((await client.db.getMeta<string>('hlc')) ?? '');
    if (clock && clock.ms > serverNow + CLOCK_TOLERANCE_MS)
      problems.push(
        `${client.link.name}: its clock stays ${Math.round((clock.ms - serverNow) / 1000)} s ahead`,
      );
  }
}

/** Changes further apart than this in real time must be stamped in that order (twice the worst error). */
export const ORDER_MARGIN_MS = 90_000;

interface Timed {
  key: string;
  device: string;
  real: number;
  stamp: string;
}

/** Every pair more than ORDER_MARGIN_MS apart in real time is in the same order by stamp. */
export function orderProblems(timeline: Timed[]): string[] {
  const sorted = [...timeline].sort((a, b) => a.real - b.real);
  const problems: string[] = [];
  let latest: Timed | null = null;
  let j = 0;
  for (const item of sorted) {
    // `latest` is the highest stamp among the changes made more than the margin before this one.
    for (; j < sorted.length && (sorted[j] as Timed).real < item.real - ORDER_MARGIN_MS; j++) {
      const candidate = sorted[j] as Timed;
      if (!latest || compareHlc(candidate.stamp, latest.stamp) > 0) latest = candidate;
    }
    if (latest && compareHlc(item.stamp, latest.stamp) <= 0 && problems.length < 10)
      problems.push(
        `order: ${item.key} (${item.device}, made at ${item.real} ms) is stamped ${item.stamp}, not after ` +
          `${latest.key} (${latest.device}, made at ${latest.real} ms) stamped ${latest.stamp}`,
      );
  }
  return problems;
}
