import { decodeCursor, encodeCursor, type PullReply } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import type { ServerClock } from './serverClock';
import { changesSince, currentVersion, readEpoch } from './store';

/**
 * GET /sync/pull: rows and tombstones changed after the cursor, oldest first, at most `limit`.
 * A cursor from another epoch (the database was replaced) answers `reset`: the client refetches
 * everything from scratch and keeps its outbox.
 */
export function pullChanges(
  db: Db,
  clock: ServerClock,
  userId: string,
  cursor: string | undefined,
  limit: number,
): PullReply {
  // One read transaction: the epoch, the version and every kind of change come from the same snapshot.
  return db.transaction(() => {
    const epoch = readEpoch(db);
    const decoded = decodeCursor(cursor);
    const reset = cursor !== undefined && cursor !== '' && (decoded === null || decoded.epoch !== epoch);
    const from = reset || !decoded ? 0 : Math.min(decoded.version, currentVersion(db));
    const changes = changesSince(db, userId, from, limit + 1);
    type Tagged = { version: number; apply: (reply: PullReply) => void };
    const all: Tagged[] = [
      ...changes.recipes.map(({ version, ...row }) => ({
        version,
        apply: (r: PullReply) => void r.recipes.push(row),
      })),
      ...changes.activity.map(({ version, ...row }) => ({
        version,
        apply: (r: PullReply) => void r.activity.push(row),
      })),
      ...changes.clears.map(({ version, ...row }) => ({
        version,
        apply: (r: PullReply) => void r.clears.push(row),
      })),
      ...(changes.profile
        ? [
            {
              version: changes.profile.version,
              apply: (r: PullReply) =>
                void (r.profile = { fields: changes.profile!.fields, clocks: changes.profile!.clocks }),
            },
          ]
        : []),
    ].sort((a, b) => a.version - b.version);
    const page = all.slice(0, limit);
    const reply: PullReply = {
      reset,
      cursor: encodeCursor(epoch, page.length > 0 ? (page[page.length - 1] as Tagged).version : from),
      hasMore: all.length > limit,
      serverClock: clock.current(),
      serverTime: clock.now(),
      recipes: [],
      activity: [],
      clears: [],
      profile: null,
    };
    for (const item of page) item.apply(reply);
    return reply;
  });
}
