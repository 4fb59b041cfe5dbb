/**
 * Hybrid logical clock (Kulkarni et al.; the shape Actual Budget uses): wall-clock milliseconds, a
 * counter for events within the same millisecond, and the node that made it. Serialized so that plain
 * string comparison orders timestamps: `001732291200000-0001-<node>`.
 */

export const MAX_CLOCK_DRIFT_MS = 5 * 60_000;
const MAX_COUNTER = 0xffff;
const MS_DIGITS = 15;

export interface Hlc {
  ms: number;
  counter: number;
  node: string;
}

export class ClockDriftError extends Error {
  constructor(
    readonly remoteMs: number,
    readonly localMs: number,
  ) {
    super(
      `remote clock is ${Math.round((remoteMs - localMs) / 1000)} s ahead, more than the ${MAX_CLOCK_DRIFT_MS / 60_000} min allowed`,
    );
    this.name = 'ClockDriftError';
  }
}

export class ClockOverflowError extends Error {
  constructor() {
    super('too many events in one millisecond');
    this.name = 'ClockOverflowError';
  }
}

const NODE = /^[A-Za-z0-9_-]{1,64}$/;

export function createHlc(node: string, ms = 0): Hlc {
  if (!NODE.test(node)) throw new Error(`invalid clock node "${node}"`);
  return { ms: Math.max(0, Math.floor(ms)), counter: 0, node };
}

export function serializeHlc(clock: Hlc): string {
  return `${String(clock.ms).padStart(MS_DIGITS, '0')}-${clock.counter.toString(16).padStart(4, '0')}-${clock.node}`;
}

const PATTERN = /^(\d{15})-([0-9a-f]{4})-([A-Za-z0-9_-]{1,64})$/;

export function parseHlc(text: string): Hlc | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  return { ms: Number(match[1]), counter: parseInt(match[2] as string, 16), node: match[3] as string };
}

export function isHlc(text: unknown): text is string {
  return typeof text === 'string' && PATTERN.test(text);
}

/** Orders two serialized timestamps; equal only for the same event. */
export function compareHlc(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export const maxHlc = (a: string | null | undefined, b: string | null | undefined): string | null =>
  !a ? (b ?? null) : !b ? a : compareHlc(a, b) >= 0 ? a : b;

function advance(clock: Hlc, ms: number, counter: number): Hlc {
  if (counter > MAX_COUNTER) throw new ClockOverflowError();
  return { ms, counter, node: clock.node };
}

/** A local event: never goes backwards, even if the wall clock does. */
export function tickHlc(clock: Hlc, now: number): Hlc {
  const wall = Math.floor(now);
  if (wall > clock.ms) return advance(clock, wall, 0);
  return advance(clock, clock.ms, clock.counter + 1);
}

/**
 * Merges a remote timestamp into the local clock. A remote clock more than 5 minutes ahead of the
 * local wall clock is refused (ClockDriftError), so one bad clock cannot drag everyone into the future.
 */
export function receiveHlc(
  clock: Hlc,
  remote: Hlc | string,
  now: number,
  maxDrift = MAX_CLOCK_DRIFT_MS,
): Hlc {
  const other = typeof remote === 'string' ? parseHlc(remote) : remote;
  if (!other) throw new Error(`invalid remote clock "${String(remote)}"`);
  const wall = Math.floor(now);
  if (other.ms - wall > maxDrift) throw new ClockDriftError(other.ms, wall);
  const ms = Math.max(clock.ms, other.ms, wall);
  if (ms === clock.ms && ms === other.ms)
    return advance(clock, ms, Math.max(clock.counter, other.counter) + 1);
  if (ms === clock.ms) return advance(clock, ms, clock.counter + 1);
  if (ms === other.ms) return advance(clock, ms, other.counter + 1);
  return advance(clock, ms, 0);
}

/** True when a remote timestamp is within the allowed drift of `now`. */
export function isWithinDrift(remote: string, now: number, maxDrift = MAX_CLOCK_DRIFT_MS): boolean {
  const parsed = parseHlc(remote);
  return parsed !== null && parsed.ms - Math.floor(now) <= maxDrift;
}
