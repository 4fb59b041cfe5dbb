import { jsonBytes, PUSH_MAX_BYTES, type Mutation, type PushReply } from '@avanzo/sync-protocol';
import type { LocalDb } from './localDb';
import { recordRefusals } from './refusals';

/** The outbox's side of the sync client: what to send next, and what each answer does to the queue. */

export type OutboxRow = Mutation & { clientId: string };

/** A push body stays under the server's limit with room for the envelope. */
const BATCH_BUDGET_BYTES = PUSH_MAX_BYTES - 16 * 1024;

/** The oldest changes, at most `limit` of them and within the byte budget (counted in UTF-8, as the server does). */
export async function nextBatch(db: LocalDb, limit: number): Promise<OutboxRow[]> {
  const rows = await db.outbox.orderBy('seq').limit(limit).toArray();
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    bytes += jsonBytes(row) + 1;
    if (batch.length > 0 && bytes > BATCH_BUDGET_BYTES) break;
    batch.push(row);
  }
  return batch;
}

/**
 * Drops what the server acknowledged and records what it refused; refused and re-stamped changes make
 * the next pull a refetch (they sit in the local tables as this device made them, which no merge can
 * take back). Returns how many refusals were new.
 */
export async function acknowledge(
  db: LocalDb,
  batch: OutboxRow[],
  reply: PushReply,
  now: number,
): Promise<number> {
  return db.transaction('rw', [db.outbox, db.meta, db.recipes], async () => {
    const bySeq = new Map(batch.map((m) => [m.seq, m]));
    const refused = reply.rejected.flatMap((r) => {
      const mutation = bySeq.get(r.seq);
      return mutation ? [{ mutation, code: r.code }] : [];
    });
    const added = await recordRefusals(db, refused, now);
    await db.outbox.where('seq').belowOrEqual(reply.lastSeq).delete();
    if ((reply.restamped ?? []).length > 0) await db.setMeta('refetch', true);
    return added;
  });
}

/**
 * A change the server can never take (larger than any push may be, or malformed): it leaves the outbox,
 * the ones after it close the gap, and it is recorded for the cook. Nothing after it reached the server,
 * which applies in order, so renumbering them is safe. Returns how many refusals were new.
 */
export async function refuseUnsendable(
  db: LocalDb,
  m: OutboxRow,
  code: string,
  now: number,
): Promise<number> {
  return db.transaction('rw', [db.outbox, db.meta, db.recipes], async () => {
    const added = await recordRefusals(db, [{ mutation: m, code }], now);
    const after = await db.outbox.where('seq').above(m.seq).sortBy('seq');
    await db.outbox.where('seq').aboveOrEqual(m.seq).delete();
    for (const row of after) await db.outbox.add({ ...row, seq: row.seq - 1 });
    const nextSeq = await db.getMeta<number>('nextSeq');
    if (typeof nextSeq === 'number') await db.setMeta('nextSeq', nextSeq - 1);
    return added;
  });
}

/** A new client id and the outbox renumbered from 1, in one transaction. */
export async function rekey(db: LocalDb, clientId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const pending = await db.outbox.orderBy('seq').toArray();
    await db.outbox.clear();
    let seq = 1;
    for (const m of pending) await db.outbox.add({ ...m, clientId, seq: seq++ });
    await db.setMeta('clientId', clientId);
    await db.setMeta('nextSeq', seq);
  });
}
