import {
  CLOCK_TOLERANCE_MS,
  correctedTime,
  nextOffset,
  offsetSample,
  parseHlc,
  serializeHlc,
  tickHlc,
  type ClockOffset,
  type Hlc,
} from '@avanzo/sync-protocol';
import type { LocalDb } from './localDb';

/**
 * The device side of sync-protocol's clock.ts: what this device knows of its clock's error, learned on
 * every exchange with the server, and the recovery of a local clock that ran ahead (a phone whose clock
 * was fast stamped its changes in the future; once it knows, it comes back to the server's time).
 */

export const readOffset = (db: LocalDb) => db.getMeta<ClockOffset>('clockOffset');

/** The device's reading of the server's time now. */
export async function serverNow(db: LocalDb, deviceNow: number): Promise<number> {
  return correctedTime(deviceNow, await readOffset(db));
}

/** A device clock reading as the wire takes it: whole milliseconds, never before 1970. */
export const deviceTime = (ms: number): number => Math.min(9_999_999_999_999, Math.max(0, Math.floor(ms)));

/** Learns from one exchange: the device clock before and after it, and the server's time in the reply. */
export async function learnOffset(
  db: LocalDb,
  sentAt: number,
  receivedAt: number,
  serverTime: unknown,
): Promise<void> {
  if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return;
  await db.transaction('rw', db.meta, async () => {
    const next = nextOffset(await readOffset(db), offsetSample(sentAt, receivedAt, serverTime));
    await db.setMeta('clockOffset', next);
  });
}

/** True when the local clock is ahead of the server's time by more than ordinary error. */
export async function clockRanAhead(db: LocalDb, deviceNow: number): Promise<boolean> {
  const clock = parseHlc((await db.getMeta<string>('hlc')) ?? '');
  return clock !== null && clock.ms > (await serverNow(db, deviceNow)) + CLOCK_TOLERANCE_MS;
}

/**
 * Brings a local clock that ran ahead back to the server's time (`now`, or the server's own clock if
 * that is later), and re-stamps the changes still waiting in the outbox that carry a stamp from the
 * future, in their order. Call it inside the transaction that replaces the local tables with the
 * server's (a refetch): the rows stamped in the future are gone then, so a new change, stamped at the
 * right time, still wins over everything the device shows. The server dates each change by the device's
 * own reading when it was made (`at`), not by this stamp, so re-stamping loses nothing.
 */
export async function recoverClock(db: LocalDb, now: number, serverClockMs: number): Promise<void> {
  const stored = parseHlc((await db.getMeta<string>('hlc')) ?? '');
  const cap = Math.max(now, serverClockMs);
  if (!stored || stored.ms <= cap + CLOCK_TOLERANCE_MS) return;
  let clock: Hlc = { ms: cap, counter: 0, node: stored.node };
  const later = (a: Hlc, b: Hlc) => (a.ms !== b.ms ? a.ms > b.ms : a.counter > b.counter);
  for (const m of await db.outbox.orderBy('seq').toArray()) {
    const stamp = parseHlc(m.hlc);
    if (stamp && stamp.ms <= cap + CLOCK_TOLERANCE_MS) {
      if (later(stamp, clock)) clock = { ...stamp, node: stored.node };
      continue;
    }
    clock = tickHlc(clock, now);
    await db.outbox.put({ ...m, hlc: serializeHlc(clock) });
  }
  await db.setMeta('hlc', serializeHlc(clock));
}
