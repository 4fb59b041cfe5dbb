import { isWithinDrift } from '../../../sync-protocol/src/index';
import { clientVisible, firstDifference, serverRest, serverVisible } from './checks';
import type { SimClient } from './client';
import type { AppliedRow } from './server';
import type { Run } from './simulation';

/**
 * The assertions after healing, collected as readable problems rather than thrown one at a time:
 * (1) every replica shows what the server has; (2) every outbox is empty; (3) the server applied or
 * rejected every mutation ever created exactly once, and nothing else, refusing exactly those whose
 * clock was more than 5 minutes ahead of the server when it got them; (4) deleted recipes stay
 * deleted everywhere; (5) the skewed client's far-future mutations were refused with CLOCK_DRIFT,
 * each refusal reported by the server (again on every replay), received once and counted once by its engine.
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

  // (3) exactly once, on the server's own record; refused exactly when the clock was too far ahead.
  const applied = new Map<string, AppliedRow & { n: number }>();
  for (const row of server.appliedRows()) {
    const key = `${row.clientId}:${row.seq}`;
    applied.set(key, { ...row, n: (applied.get(key)?.n ?? 0) + 1 });
  }
  const created = new Set<string>();
  const rejectedBy = new Map<SimClient, string[]>();
  const lastSeqs = server.lastSeqs();
  for (const client of clients) {
    const { name } = client.link;
    const rejected: string[] = [];
    rejectedBy.set(client, rejected);
    if (client.rotations.length > 0)
      problems.push(`${name}: rotated its clientId (${client.rotations.join('; ')})`);
    for (const [key, mutation] of client.created) {
      created.add(key);
      const row = applied.get(key);
      const label = `${mutation.name} ${key}`;
      if (!row) {
        problems.push(`${name}: ${label} was never applied nor rejected`);
        continue;
      }
      if (row.n !== 1) problems.push(`${name}: ${label} recorded ${row.n} times`);
      const tooFarAhead = !isWithinDrift(mutation.hlc, row.appliedAt);
      if (tooFarAhead) rejected.push(key);
      const outcome = tooFarAhead ? 'rejected CLOCK_DRIFT' : 'applied';
      if (`${row.outcome}${row.code ? ` ${row.code}` : ''}` !== outcome)
        problems.push(`${name}: ${label} ended ${row.outcome} ${row.code ?? ''}, expected ${outcome}`);
    }
    const { clientId, nextSeq } = await client.identity();
    if ((lastSeqs.get(clientId) ?? 0) !== nextSeq - 1)
      problems.push(
        `${name}: server last_seq ${lastSeqs.get(clientId)} but the client wrote up to ${nextSeq - 1}`,
      );
  }
  for (const key of applied.keys())
    if (!created.has(key)) problems.push(`server: applied ${key}, which no client made`);

  // (5) the skewed device was refused; each refusal reported (at least once), received and counted once.
  const reported = new Map<string, number>();
  for (const r of network.reports)
    reported.set(`${r.clientId}:${r.seq}`, (reported.get(`${r.clientId}:${r.seq}`) ?? 0) + 1);
  for (const client of clients) {
    const { name } = client.link;
    const rejected = rejectedBy.get(client) ?? [];
    if (client.skewed && client.created.size > 0 && rejected.length === 0)
      problems.push(
        `${name}: its clock is ${client.setup.skewMs / 60_000} min ahead, yet nothing was refused`,
      );
    if (!client.skewed && rejected.length > 0) problems.push(`${name}: ${rejected.length} mutations refused`);
    for (const key of rejected) {
      // The server reports a refusal again whenever the refused seq is replayed (the client may have
      // lost the first reply), so it is reported at least once; the client must receive it exactly once.
      if ((reported.get(key) ?? 0) < 1) problems.push(`${name}: refusal of ${key} never reported`);
      const received = client.link.rejectionsDelivered.get(key) ?? 0;
      if (received !== 1) problems.push(`${name}: refusal of ${key} received ${received} times`);
    }
    if (client.rejectedCounted !== rejected.length)
      problems.push(
        `${name}: engine counted ${client.rejectedCounted} refusals, expected ${rejected.length}`,
      );
  }
  run.rejected = [...rejectedBy.values()].reduce((n, keys) => n + keys.length, 0);
}
