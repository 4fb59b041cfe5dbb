import { compareHlc, parseHlc, serializeHlc, type Hlc } from './hlc';

/**
 * Device clocks are wrong all the time (a time set by hand, a dead battery, a travel time zone), and a
 * wrong clock must never cost a change nor let an older change win. Two halves, both pure:
 *
 * - The client learns how far its clock is from the server's on every exchange (`offsetSample`,
 *   `nextOffset`) and stamps its changes with corrected time, so its stamps are right whenever it has
 *   talked to the server since its clock last changed.
 * - The server never trusts a stamp it cannot check: each change also carries the device's own clock
 *   reading when it was made (`at`) and the push carries the reading when it left (`sentAt`), so the
 *   server knows how long ago the change was made by the device's own count, whatever the device's
 *   error, and re-stamps it at its own time minus that age (`serverStamp`). Its stamps are never in the
 *   future, so no device can move the server's clock, nor anybody else's.
 */

/**
 * Clock errors up to this are ordinary (latency, an offset measured over a slow link) and a stamp within
 * it is kept as the client made it; beyond it the server re-stamps. The transport gives up on a request
 * after 30 s, so no honest reading is older than that when it reaches the server.
 */
export const CLOCK_TOLERANCE_MS = 30_000;

/**
 * What one exchange says about the device clock: the server read `serverTime` somewhere between the
 * request leaving (`sentAt`) and the reply arriving (`receivedAt`), both on the device's clock, so the
 * true offset (server minus device) lies in [offset, offset + rtt].
 */
export interface ClockOffset {
  offset: number;
  rtt: number;
}

export function offsetSample(sentAt: number, receivedAt: number, serverTime: number): ClockOffset {
  const rtt = Math.max(0, receivedAt - sentAt);
  return { offset: serverTime - receivedAt, rtt };
}

/**
 * Narrows the known offset with a new measurement: two intervals that overlap both hold the truth, so
 * their intersection does; an interval that does not overlap means the device clock has moved since
 * (set by hand, or drifting), and the new measurement replaces the old one.
 */
export function nextOffset(previous: ClockOffset | null | undefined, sample: ClockOffset): ClockOffset {
  if (!previous) return sample;
  const low = Math.max(previous.offset, sample.offset);
  const high = Math.min(previous.offset + previous.rtt, sample.offset + sample.rtt);
  return low <= high ? { offset: low, rtt: high - low } : sample;
}

/**
 * The device's best reading of the server's time. It takes the low end of the offset interval, so a
 * corrected stamp is never ahead of the server's clock.
 */
export const correctedTime = (deviceNow: number, offset: ClockOffset | null | undefined): number =>
  Math.floor(deviceNow + (offset?.offset ?? 0));

/** The next stamp after `floor` for a re-stamped change of `node`. */
function after(floor: Hlc, node: string): Hlc {
  return floor.counter < 0xffff
    ? { ms: floor.ms, counter: floor.counter + 1, node }
    : { ms: floor.ms + 1, counter: 0, node };
}

/** Re-stamped changes carry their client's id as the node, marked so it cannot be a device's own node. */
export const restampNode = (clientId: string): string => `r_${clientId}`.slice(0, 64);

export interface StampInput {
  /** The stamp the client gave the change (already checked to be well formed). */
  hlc: string;
  /** The device's clock when the change was made, and when the push left; absent from older clients. */
  at?: number;
  sentAt?: number;
  /** The server's clock now. */
  receivedAt: number;
  /** The last stamp the server gave a change of this client, so one device's changes stay in order. */
  floor: string | null;
  clientId: string;
}

/**
 * The stamp the server applies a pushed change with. The change's age by the device's own clock
 * (`sentAt - at`) is right whatever the device's error, as long as the clock was not changed between
 * the change and the push; `receivedAt - age` is then when the change was made, on the server's clock.
 * A client stamp within CLOCK_TOLERANCE_MS of that (and not in the future) is kept, so devices that
 * learned their offset keep their exact order; any other stamp is replaced. Without an age (an older
 * client, or a clock set back between the change and the push) the stamp is kept unless it is in the
 * future. Either way the stamp ends after every earlier stamp of the same client.
 */
export function serverStamp(input: StampInput): string {
  const { hlc, at, sentAt, receivedAt, floor, clientId } = input;
  const parsed = parseHlc(hlc);
  if (!parsed) throw new Error(`invalid clock "${hlc}"`);
  const age = at !== undefined && sentAt !== undefined && sentAt >= at ? sentAt - at : null;
  const made = age === null ? Math.min(parsed.ms, receivedAt) : Math.max(0, receivedAt - age);
  const trusted = parsed.ms <= receivedAt && Math.abs(parsed.ms - made) <= CLOCK_TOLERANCE_MS;
  const node = restampNode(clientId);
  let stamp = trusted ? hlc : serializeHlc({ ms: made, counter: 0, node });
  if (floor !== null && compareHlc(stamp, floor) <= 0) {
    const last = parseHlc(floor);
    stamp = last ? serializeHlc(after(last, node)) : stamp;
  }
  return stamp;
}
