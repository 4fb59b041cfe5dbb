import {
  checkMutation,
  checkMutationSize,
  effectsOf,
  ErrorCode,
  InvalidMutationError,
  MUTATION_MAX_BYTES,
  serverStamp,
  type Mutation,
  type PushBody,
  type PushReply,
  type Rejection,
  type Restamp,
  type TypedMutation,
} from '@avanzo/sync-protocol';
import type { SyncWriter } from '../db/syncWriter';
import { AppError } from '../errors';
import type { ServerClock } from './serverClock';

export type PushOutcome = { kind: 'ok'; reply: PushReply } | { kind: 'gap'; lastSeq: number };

/** Thrown inside the push transaction to roll it back when a gap refuses the whole batch. */
class NothingApplied extends Error {
  constructor(readonly lastSeq: number) {
    super('the push applied nothing');
  }
}

function validate(m: Mutation, clientId: string, sizeChecked: boolean): TypedMutation {
  if (m.clientId !== undefined && m.clientId !== clientId) {
    throw new InvalidMutationError('INVALID_MUTATION', 'the mutation names another client');
  }
  const typed = checkMutation(m);
  if (!sizeChecked) checkMutationSize(m);
  return typed;
}

/**
 * POST /sync/push (ARCHITECTURE §3). The mutations of one push are applied in seq order inside one
 * SQLite transaction (WAL, synchronous=FULL), committed before the reply, so an acknowledged mutation
 * survives a crash and an unacknowledged one is either wholly applied or not at all. Each mutation
 * records (client, seq) in `applied` exactly once. A seq at or below last_seq is a duplicate and is
 * only acknowledged (a refused or re-stamped one is reported as such again); a gap stops the batch
 * (what came before it is kept); invalid or oversized args are rejected before they write anything and
 * still advance last_seq, so they never block the queue. A database failure rolls the whole push back:
 * nothing advances and the client retries (503).
 *
 * No change is refused for its clock: each is applied with `serverStamp` (sync-protocol clock.ts), which
 * keeps a stamp the server can check and replaces any other with the time the device says the change
 * was made, on the server's clock. Stamps are never in the future, so the server's clock only ever
 * follows its own time.
 *
 * One commit per push instead of one per mutation gives the same guarantees to the client (the reply
 * comes after the commit either way) at a fraction of the fsyncs; see the closing note of the sync issue.
 * The route goes one step further: pushes arriving together share a commit (groupCommit.ts), each in
 * its own savepoint, so this transaction is then a savepoint of that one.
 */
export function pushMutations(
  writer: SyncWriter,
  clock: ServerClock,
  userId: string,
  body: PushBody,
  now: () => number,
  /** The request body's size in bytes, when known: no change in a body this small can be too large. */
  bodyBytes?: number,
): PushOutcome {
  const { clientId, sentAt, mutations } = body;
  // Re-serialized, a change is at most a little longer than its text in the body (only a number written
  // as 1e300 grows, by one character), so no change in a body under half the limit can reach it: a
  // small push needs no per-change count.
  const sizeChecked = bodyBytes !== undefined && bodyBytes * 2 <= MUTATION_MAX_BYTES;
  const applied: string[] = [];
  let outcome: PushOutcome;
  try {
    outcome = writer.run((tx): PushOutcome => {
      const time = now();
      const client = tx.claimClient(userId, clientId, time);
      if (client === null)
        throw new AppError(403, ErrorCode.FORBIDDEN, 'This client belongs to another account');
      const start = client.lastSeq;
      let lastSeq = start;
      let floor = client.lastHlc;
      const rejected: Rejection[] = [];
      const restamped: Restamp[] = [];
      let gap = false;
      for (const m of [...mutations].sort((a, b) => a.seq - b.seq)) {
        if (m.seq <= lastSeq) {
          // A replay: only acknowledged. If it was refused or re-stamped the first time, say so again —
          // the client may never have seen that reply, and it must learn what the server holds.
          const prior = tx.priorOutcome(clientId, m.seq);
          if (prior?.outcome === 'rejected') {
            rejected.push({
              seq: m.seq,
              code: prior.code ?? 'INVALID_MUTATION',
              message: 'This change was refused when it was first received',
            });
          } else if (prior?.hlc && prior.hlc !== m.hlc) restamped.push({ seq: m.seq, hlc: prior.hlc });
          continue;
        }
        if (m.seq !== lastSeq + 1) {
          gap = true;
          break;
        }
        let rejection: Rejection | null = null;
        let stamp: string | null = null;
        try {
          const typed = validate(m, clientId, sizeChecked);
          stamp = serverStamp({ hlc: m.hlc, at: m.at, sentAt, receivedAt: time, floor, clientId });
          tx.applyEffects(userId, effectsOf({ ...typed, hlc: stamp } as TypedMutation), time);
          applied.push(stamp);
          floor = stamp;
          if (stamp !== m.hlc) restamped.push({ seq: m.seq, hlc: stamp });
        } catch (error) {
          if (!(error instanceof InvalidMutationError)) throw error;
          rejection = { seq: m.seq, code: error.code, message: error.message };
          rejected.push(rejection);
        }
        const outcome = rejection ? 'rejected' : 'applied';
        tx.recordApplied(clientId, m.seq, outcome, rejection?.code ?? null, time, stamp);
        lastSeq = m.seq;
      }
      // A gap before anything was applied refuses the whole push: roll back, so it does not even bind an
      // unseen clientId to this account (a refused request changes nothing).
      if (gap && lastSeq === start) throw new NothingApplied(start);
      if (lastSeq !== start) tx.advanceClient(clientId, lastSeq, floor, time);
      return gap
        ? { kind: 'gap', lastSeq }
        : { kind: 'ok', reply: { lastSeq, rejected, restamped, serverTime: time } };
    });
  } catch (error) {
    if (error instanceof NothingApplied) return { kind: 'gap', lastSeq: error.lastSeq };
    throw error;
  }
  for (const hlc of applied) clock.observe(hlc);
  return outcome;
}

/** A write made by a REST route: the same effects, stamped with the server's clock. */
export function applyServerMutation(
  writer: SyncWriter,
  clock: ServerClock,
  userId: string,
  m: Omit<TypedMutation, 'hlc'>,
  now: () => number,
): void {
  const typed = checkMutation({ ...m, hlc: clock.tick(), v: 1 } as Mutation);
  try {
    writer.run((tx) => tx.applyEffects(userId, effectsOf(typed), now()));
  } catch (error) {
    if (error instanceof InvalidMutationError && error.code === 'QUOTA_EXCEEDED')
      throw new AppError(403, ErrorCode.QUOTA_EXCEEDED, error.message);
    throw error;
  }
}
