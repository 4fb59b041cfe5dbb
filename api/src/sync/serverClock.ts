import { randomBytes } from 'node:crypto';
import { createHlc, receiveHlc, serializeHlc, tickHlc, type Hlc } from '@avanzo/sync-protocol';

/** This process's hybrid logical clock: stamps REST writes and follows the clocks clients send. */
export function createServerClock(now: () => number) {
  let clock: Hlc = createHlc(`srv_${randomBytes(6).toString('hex')}`, 0);
  return {
    /** The server's wall clock, in the replies that teach clients their clock's error. */
    now: (): number => Math.floor(now()),
    /** A fresh timestamp for a write the server makes itself. */
    tick(): string {
      clock = tickHlc(clock, now());
      return serializeHlc(clock);
    },
    /**
     * Follows a stamp the server applied (never in its future: see serverStamp) so later server writes
     * order after it.
     */
    observe(remote: string): void {
      try {
        clock = receiveHlc(clock, remote, now());
      } catch {
        // Unreachable for the server's own stamps; a clock far ahead must never move ours.
      }
    },
    current(): string {
      return serializeHlc(clock.ms >= now() ? clock : { ...clock, ms: Math.floor(now()), counter: 0 });
    },
  };
}

export type ServerClock = ReturnType<typeof createServerClock>;
