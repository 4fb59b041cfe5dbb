import { randomBytes } from 'node:crypto';
import { createHlc, receiveHlc, serializeHlc, tickHlc, type Hlc } from '@avanzo/sync-protocol';

/** This process's hybrid logical clock: stamps REST writes and follows the clocks clients send. */
export function createServerClock(now: () => number) {
  let clock: Hlc = createHlc(`srv_${randomBytes(6).toString('hex')}`, 0);
  return {
    /** A fresh timestamp for a write the server makes itself. */
    tick(): string {
      clock = tickHlc(clock, now());
      return serializeHlc(clock);
    },
    /** Follows a client clock (already checked for drift) so later server writes order after it. */
    observe(remote: string): void {
      try {
        clock = receiveHlc(clock, remote, now());
      } catch {
        // A clock beyond the drift limit is refused elsewhere; it must not move ours.
      }
    },
    current(): string {
      return serializeHlc(clock.ms >= now() ? clock : { ...clock, ms: Math.floor(now()), counter: 0 });
    },
  };
}

export type ServerClock = ReturnType<typeof createServerClock>;
