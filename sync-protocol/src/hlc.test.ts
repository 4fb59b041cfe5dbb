import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClockDriftError,
  ClockOverflowError,
  compareHlc,
  createHlc,
  isHlc,
  isWithinDrift,
  MAX_CLOCK_DRIFT_MS,
  maxHlc,
  parseHlc,
  receiveHlc,
  serializeHlc,
  tickHlc,
  type Hlc,
} from './hlc';
import { hlcTriple, NODES } from './testing/arbitraries';

const MAX_COUNTER = 0xffff;
const s = serializeHlc;
const h = (ms: number, counter: number, node = 'a'): Hlc => ({ ms, counter, node });

/** (ms, counter, node) order, node compared as a plain string. */
function tupleOrder(a: Hlc, b: Hlc): number {
  if (a.ms !== b.ms) return a.ms < b.ms ? -1 : 1;
  if (a.counter !== b.counter) return a.counter < b.counter ? -1 : 1;
  return a.node < b.node ? -1 : a.node > b.node ? 1 : 0;
}

describe('serializeHlc / parseHlc', () => {
  it('pads ms to 15 digits and the counter to 4 hex digits', () => {
    expect(s(h(1_732_291_200_000, 1, 'node1'))).toBe('001732291200000-0001-node1');
    expect(s(h(0, 0xabc, 'x'))).toBe('000000000000000-0abc-x');
  });

  it('round trips', () => {
    const clock = h(1_732_291_200_123, 0xffff, 'A-b_9');
    expect(parseHlc(s(clock))).toEqual(clock);
    expect(isHlc(s(clock))).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['1732291200000-0001-a', 'ms not padded'],
    ['0001732291200000-0001-a', '16 ms digits'],
    ['001732291200000-001-a', '3 counter digits'],
    ['001732291200000-00AB-a', 'upper-case hex'],
    ['001732291200000-0001-', 'empty node'],
    ['001732291200000-0001-a/b', "node with '/'"],
    ['001732291200000-0001-a.b', "node with '.'"],
    [`001732291200000-0001-${'n'.repeat(65)}`, 'node of 65 chars'],
    [' 001732291200000-0001-a', 'leading space'],
    ['001732291200000-0001-a\n', 'trailing newline'],
  ])('rejects %j (%s)', (text) => {
    expect(parseHlc(text)).toBeNull();
    expect(isHlc(text)).toBe(false);
  });

  it('accepts a 64-char node and rejects non-strings', () => {
    expect(isHlc(`001732291200000-0001-${'n'.repeat(64)}`)).toBe(true);
    for (const value of [null, undefined, 42, {}, ['001732291200000-0001-a']])
      expect(isHlc(value)).toBe(false);
  });
});

describe('createHlc', () => {
  it('starts at counter 0, floors and clamps ms', () => {
    expect(createHlc('dev-1')).toEqual(h(0, 0, 'dev-1'));
    expect(createHlc('dev-1', 12.9)).toEqual(h(12, 0, 'dev-1'));
    expect(createHlc('dev-1', -5)).toEqual(h(0, 0, 'dev-1'));
  });

  it.each(['', 'a/b', 'a b', 'é', 'n'.repeat(65)])('rejects the node %j', (node) => {
    expect(() => createHlc(node)).toThrow(/invalid clock node/);
  });
});

describe('compareHlc / maxHlc', () => {
  it('orders by ms, then counter (hex, not decimal text), then node', () => {
    expect(compareHlc(s(h(9, 0xffff)), s(h(10, 0)))).toBe(-1);
    expect(compareHlc(s(h(5, 9)), s(h(5, 0xa)))).toBe(-1);
    expect(compareHlc(s(h(5, 0xf)), s(h(5, 0x10)))).toBe(-1);
    expect(compareHlc(s(h(5, 1, 'b')), s(h(5, 1, 'a')))).toBe(1);
    expect(compareHlc(s(h(5, 1, 'a')), s(h(5, 1, 'a')))).toBe(0);
  });

  it('maxHlc ignores null and undefined', () => {
    const a = s(h(1, 0));
    const b = s(h(2, 0));
    expect(maxHlc(a, b)).toBe(b);
    expect(maxHlc(b, a)).toBe(b);
    expect(maxHlc(null, a)).toBe(a);
    expect(maxHlc(a, undefined)).toBe(a);
    expect(maxHlc(null, undefined)).toBeNull();
  });
});

describe('tickHlc', () => {
  it('jumps to a later wall clock and resets the counter', () => {
    expect(tickHlc(h(100, 7), 250.7)).toEqual(h(250, 0));
  });

  it('bumps the counter when the wall clock stands still or goes backwards', () => {
    expect(tickHlc(h(100, 7), 100)).toEqual(h(100, 8));
    const back = tickHlc(h(100, 7), 3);
    expect(back).toEqual(h(100, 8));
    expect(compareHlc(s(back), s(h(100, 7)))).toBe(1);
  });

  it('throws ClockOverflowError past 0xffff events in one millisecond', () => {
    expect(tickHlc(h(100, MAX_COUNTER - 1), 100).counter).toBe(MAX_COUNTER);
    expect(() => tickHlc(h(100, MAX_COUNTER), 100)).toThrow(ClockOverflowError);
    expect(() => tickHlc(h(100, MAX_COUNTER), 50)).toThrow(ClockOverflowError);
    expect(tickHlc(h(100, MAX_COUNTER), 101)).toEqual(h(101, 0));
  });
});

describe('receiveHlc', () => {
  const now = 1_000_000;

  it('takes the wall clock when it is ahead of both', () => {
    expect(receiveHlc(h(10, 3, 'me'), s(h(20, 9, 'you')), now)).toEqual(h(now, 0, 'me'));
  });

  it('follows the remote when it is ahead, and is greater than both inputs', () => {
    const local = h(now, 3, 'me');
    const remote = h(now + 500, 9, 'you');
    const merged = receiveHlc(local, remote, now);
    expect(merged).toEqual(h(now + 500, 10, 'me'));
    expect(compareHlc(s(merged), s(local))).toBe(1);
    expect(compareHlc(s(merged), s(remote))).toBe(1);
  });

  it('bumps the local counter when the local clock is ahead', () => {
    expect(receiveHlc(h(now + 10, 3, 'me'), h(now, 40, 'you'), now)).toEqual(h(now + 10, 4, 'me'));
  });

  it('takes the larger counter + 1 when both are at the same ms', () => {
    expect(receiveHlc(h(now, 3, 'a'), h(now, 40, 'z'), now - 5)).toEqual(h(now, 41, 'a'));
    expect(receiveHlc(h(now, 40, 'a'), h(now, 3, 'z'), now - 5)).toEqual(h(now, 41, 'a'));
  });

  it('accepts a remote exactly 5 min ahead and refuses one 1 ms further', () => {
    const local = createHlc('me', now);
    expect(receiveHlc(local, h(now + MAX_CLOCK_DRIFT_MS, 0, 'you'), now).ms).toBe(now + MAX_CLOCK_DRIFT_MS);
    let error: unknown;
    try {
      receiveHlc(local, s(h(now + MAX_CLOCK_DRIFT_MS + 1, 0, 'you')), now);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ClockDriftError);
    expect(error).toMatchObject({
      name: 'ClockDriftError',
      remoteMs: now + MAX_CLOCK_DRIFT_MS + 1,
      localMs: now,
    });
  });

  it('measures drift against the wall clock, not the local clock, and honours a custom limit', () => {
    expect(() =>
      receiveHlc(h(now + MAX_CLOCK_DRIFT_MS, 0), h(now + MAX_CLOCK_DRIFT_MS + 1, 0, 'b'), now),
    ).toThrow(ClockDriftError);
    expect(() => receiveHlc(h(0, 0), h(now + 11, 0, 'b'), now, 10)).toThrow(ClockDriftError);
    expect(receiveHlc(h(0, 0), h(now + 10, 0, 'b'), now, 10).ms).toBe(now + 10);
  });

  it('rejects a malformed remote', () => {
    expect(() => receiveHlc(h(0, 0), 'garbage', now)).toThrow(/invalid remote clock/);
  });

  it('throws ClockOverflowError when the counter would pass 0xffff', () => {
    expect(() => receiveHlc(h(now, 0, 'a'), h(now, MAX_COUNTER, 'b'), now)).toThrow(ClockOverflowError);
    expect(() => receiveHlc(h(now, MAX_COUNTER, 'a'), h(now - 1, 0, 'b'), now)).toThrow(ClockOverflowError);
  });

  it('isWithinDrift agrees with receiveHlc', () => {
    expect(isWithinDrift(s(h(now + MAX_CLOCK_DRIFT_MS, 0)), now)).toBe(true);
    expect(isWithinDrift(s(h(now + MAX_CLOCK_DRIFT_MS + 1, 0)), now)).toBe(false);
    expect(isWithinDrift('garbage', now)).toBe(false);
  });
});

type Event =
  | { kind: 'tick'; now: number }
  | { kind: 'receive'; now: number; offset: number; counter: number; node: string };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const), now: fc.integer({ min: 0, max: 2_000_000 }) }),
  fc.record({
    kind: fc.constant('receive' as const),
    now: fc.integer({ min: 0, max: 2_000_000 }),
    // Anything from far behind to exactly the allowed drift ahead.
    offset: fc.oneof(
      fc.integer({ min: -2_000_000, max: MAX_CLOCK_DRIFT_MS }),
      fc.constantFrom(0, MAX_CLOCK_DRIFT_MS),
    ),
    counter: fc.integer({ min: 0, max: 1000 }),
    node: fc.constantFrom(...NODES),
  }),
);

describe('HLC properties', () => {
  it('every timestamp a clock produces is strictly greater than its previous one and than any received one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NODES),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(eventArb, { maxLength: 60 }),
        (node, start, events) => {
          let clock = createHlc(node, start);
          let previous = s(clock);
          for (const event of events) {
            if (event.kind === 'tick') clock = tickHlc(clock, event.now);
            else {
              const remote = h(Math.max(0, event.now + event.offset), event.counter, event.node);
              clock = receiveHlc(clock, s(remote), event.now);
              expect(compareHlc(s(clock), s(remote))).toBe(1);
              expect(clock.ms).toBeGreaterThanOrEqual(event.now);
            }
            expect(clock.node).toBe(node);
            const next = s(clock);
            expect(compareHlc(next, previous)).toBe(1);
            previous = next;
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a remote beyond the drift limit is always refused', () => {
    fc.assert(
      fc.property(
        hlcTriple(),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (local, now, excess) => {
          expect(() => receiveHlc(local, h(now + MAX_CLOCK_DRIFT_MS + excess, 0, 'b'), now)).toThrow(
            ClockDriftError,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  const anyHlc = fc.record({
    ms: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 999_999_999_999_999 })),
    counter: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: MAX_COUNTER })),
    node: fc.oneof(fc.constantFrom(...NODES), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)),
  });

  it('parse ∘ serialize is the identity, and serialize ∘ parse too', () => {
    fc.assert(
      fc.property(anyHlc, (clock) => {
        const text = s(clock);
        expect(isHlc(text)).toBe(true);
        expect(parseHlc(text)).toEqual(clock);
        expect(s(parseHlc(text) as Hlc)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('compareHlc on strings is the (ms, counter, node) total order', () => {
    fc.assert(
      fc.property(anyHlc, anyHlc, anyHlc, (a, b, c) => {
        const [sa, sb, sc] = [s(a), s(b), s(c)];
        expect(compareHlc(sa, sb)).toBe(tupleOrder(a, b));
        expect(compareHlc(sa, sb)).toBe(-compareHlc(sb, sa) || 0);
        expect(compareHlc(sa, sb) === 0).toBe(sa === sb);
        if (compareHlc(sa, sb) <= 0 && compareHlc(sb, sc) <= 0)
          expect(compareHlc(sa, sc)).toBeLessThanOrEqual(0);
        expect(maxHlc(sa, sb)).toBe(tupleOrder(a, b) >= 0 ? sa : sb);
      }),
      { numRuns: 500 },
    );
  });
});
