import { and, eq } from 'drizzle-orm';
import {
  checkMutation,
  effectsOf,
  ErrorCode,
  InvalidMutationError,
  isWithinDrift,
  type Mutation,
  type PushReply,
  type Rejection,
  type TypedMutation,
} from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { applied, clients } from '../db/schema';
import { AppError } from '../errors';
import type { ServerClock } from './serverClock';
import { applyEffects } from './store';

export type PushOutcome = { kind: 'ok'; reply: PushReply } | { kind: 'gap'; lastSeq: number };

/** Binds a clientId to its user on first sight; another user's clientId is refused (403). */
function claimClient(db: Db, userId: string, clientId: string, now: number): number {
  const existing = db.select().from(clients).where(eq(clients.clientId, clientId)).get();
  if (existing) {
    if (existing.userId !== userId) {
      throw new AppError(403, ErrorCode.FORBIDDEN, 'This client belongs to another account');
    }
    db.update(clients).set({ lastSeenAt: now }).where(eq(clients.clientId, clientId)).run();
    return existing.lastSeq;
  }
  db.insert(clients)
    .values({ clientId, userId, lastSeq: 0, createdAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .run();
  const row = db.select().from(clients).where(eq(clients.clientId, clientId)).get();
  if (!row || row.userId !== userId)
    throw new AppError(403, ErrorCode.FORBIDDEN, 'This client belongs to another account');
  return row.lastSeq;
}

function validate(m: Mutation, clientId: string, now: number): TypedMutation {
  if (m.clientId !== undefined && m.clientId !== clientId) {
    throw new InvalidMutationError('INVALID_MUTATION', 'the mutation names another client');
  }
  const typed = checkMutation(m);
  if (!isWithinDrift(m.hlc, now)) {
    throw new InvalidMutationError(
      'CLOCK_DRIFT',
      'the mutation clock is more than 5 minutes ahead of the server',
    );
  }
  return typed;
}

/**
 * POST /sync/push (ARCHITECTURE §3). Each mutation runs in its own transaction that applies it,
 * records (client, seq) and advances last_seq. A seq at or below last_seq is a duplicate and is only
 * acknowledged; a gap stops the batch; invalid args are rejected but still advance last_seq so they
 * never block the queue. A database failure rolls the current mutation back and surfaces as 503.
 */
export function pushMutations(
  db: Db,
  clock: ServerClock,
  userId: string,
  clientId: string,
  mutations: Mutation[],
  now: () => number,
): PushOutcome {
  let lastSeq = claimClient(db, userId, clientId, now());
  const rejected: Rejection[] = [];
  const ordered = [...mutations].sort((a, b) => a.seq - b.seq);
  for (const m of ordered) {
    const step = db.transaction((tx) => {
      const client = tx.select().from(clients).where(eq(clients.clientId, clientId)).get();
      const current = client?.lastSeq ?? 0;
      if (m.seq <= current) return { kind: 'duplicate' as const, lastSeq: current };
      if (m.seq !== current + 1) return { kind: 'gap' as const, lastSeq: current };
      let rejection: Rejection | null = null;
      try {
        const typed = validate(m, clientId, now());
        applyEffects(tx, userId, effectsOf(typed), now());
      } catch (error) {
        if (!(error instanceof InvalidMutationError)) throw error;
        rejection = { seq: m.seq, code: error.code, message: error.message };
      }
      tx.insert(applied)
        .values({
          clientId,
          seq: m.seq,
          outcome: rejection ? 'rejected' : 'applied',
          code: rejection?.code ?? null,
          appliedAt: now(),
        })
        .run();
      tx.update(clients)
        .set({ lastSeq: m.seq, lastSeenAt: now() })
        .where(and(eq(clients.clientId, clientId), eq(clients.lastSeq, current)))
        .run();
      return { kind: rejection ? ('rejected' as const) : ('applied' as const), lastSeq: m.seq, rejection };
    });
    lastSeq = step.lastSeq;
    if (step.kind === 'gap') return { kind: 'gap', lastSeq };
    if (step.kind === 'rejected' && step.rejection) rejected.push(step.rejection);
    if (step.kind === 'applied') clock.observe(m.hlc);
  }
  return { kind: 'ok', reply: { lastSeq, rejected } };
}

/** A write made by a REST route: the same effects, stamped with the server's clock. */
export function applyServerMutation(
  db: Db,
  clock: ServerClock,
  userId: string,
  m: Omit<TypedMutation, 'hlc'>,
  now: () => number,
): void {
  const typed = checkMutation({ ...m, hlc: clock.tick(), v: 1 } as Mutation);
  db.transaction((tx) => applyEffects(tx, userId, effectsOf(typed), now()));
}
