import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_TOLERANCE_MS,
  correctedTime,
  nextOffset,
  offsetSample,
  restampNode,
  serverStamp,
  type ClockOffset,
} from './clock';
import { compareHlc, parseHlc, serializeHlc } from './hlc';
import { jsonBytes } from './sync';

const NOW = 1_795_348_800_000;
const DAY = 86_400_000;
const hlc = (ms: number, counter = 0, node = 'dev') => serializeHlc({ ms, counter, node });

describe('offsetSample / nextOffset / correctedTime', () => {
  it('measures an interval that holds the true offset, and corrects to its low end', () => {
    // Device a day fast; the server read its clock 40 ms into a 100 ms round trip.
    const sentAt = NOW + DAY;
    const sample = offsetSample(sentAt, sentAt + 100, NOW + 40);
    expect(sample).toEqual({ offset: -DAY - 60, rtt: 100 });
    const truth = -DAY;
    expect(truth).toBeGreaterThanOrEqual(sample.offset);
    expect(truth).toBeLessThanOrEqual(sample.offset + sample.rtt);
    // Corrected time is never ahead of the server's.
    expect(correctedTime(sentAt + 100, sample)).toBeLessThanOrEqual(NOW + 100);
    expect(correctedTime(123.9, null)).toBe(123);
  });

  it('narrows with agreeing samples and starts over when the device clock moved', () => {
    const a: ClockOffset = { offset: -1_000, rtt: 400 };
    expect(nextOffset(a, { offset: -900, rtt: 400 })).toEqual({ offset: -900, rtt: 300 });
    expect(nextOffset(null, a)).toEqual(a);
    // The cook set the clock an hour back: the intervals do not meet, the new one wins.
    const moved = { offset: 3_600_000, rtt: 80 };
    expect(nextOffset(a, moved)).toEqual(moved);
  });

  it('always keeps the true offset inside the interval while the clock does not move (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2 * DAY, max: 2 * DAY }),
        fc.array(
          fc.record({
            rtt: fc.integer({ min: 0, max: 10_000 }),
            at: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (truth, exchanges) => {
          let known: ClockOffset | null = null;
          let device = NOW;
          for (const { rtt, at } of exchanges) {
            const serverTime = device + truth + Math.floor(rtt * at);
            known = nextOffset(known, offsetSample(device, device + rtt, serverTime));
            device += rtt + 1_000;
          }
          expect(truth).toBeGreaterThanOrEqual(known!.offset);
          expect(truth).toBeLessThanOrEqual(known!.offset + known!.rtt);
        },
      ),
    );
  });
});

describe('serverStamp', () => {
  const base = { receivedAt: NOW, floor: null, clientId: 'client-0001' };
  const restamped = (ms: number, counter = 0) => hlc(ms, counter, restampNode('client-0001'));

  it('dates a change by its age on the device, whatever the device clock says', () => {
    for (const skew of [DAY, 3_600_000, 600_000, -600_000, -DAY]) {
      const device = NOW + skew;
      const stamp = serverStamp({ ...base, hlc: hlc(device - 90_000), at: device - 90_000, sentAt: device });
      expect(stamp, `skew ${skew}`).toBe(restamped(NOW - 90_000));
    }
  });

  it('keeps a stamp within the tolerance of that, and never one in the future', () => {
    const near = hlc(NOW - 10_000 - CLOCK_TOLERANCE_MS);
    expect(serverStamp({ ...base, hlc: near, at: NOW - 10_000, sentAt: NOW })).toBe(near);
    expect(serverStamp({ ...base, hlc: hlc(NOW + 1), at: NOW, sentAt: NOW })).toBe(restamped(NOW));
    // Without device times (an older client) a past stamp is kept and a future one is brought to now.
    expect(serverStamp({ ...base, hlc: hlc(NOW - DAY) })).toBe(hlc(NOW - DAY));
    expect(serverStamp({ ...base, hlc: hlc(NOW + DAY) })).toBe(restamped(NOW));
    // A clock set back between the change and the push gives no age to trust: treated as no device times.
    expect(serverStamp({ ...base, hlc: hlc(NOW + 5_000), at: NOW + 5_000, sentAt: NOW - DAY })).toBe(
      restamped(NOW),
    );
  });

  it('puts every stamp of a client after its last one', () => {
    const floor = hlc(NOW - 1_000, 3, 'other');
    expect(serverStamp({ ...base, floor, hlc: hlc(NOW - 5_000), at: NOW - 5_000, sentAt: NOW })).toBe(
      restamped(NOW - 1_000, 4),
    );
    const full = hlc(NOW - 1_000, 0xffff, 'other');
    expect(serverStamp({ ...base, floor: full, hlc: hlc(NOW - 5_000) })).toBe(restamped(NOW - 999, 0));
  });

  it('never stamps in the future and keeps a client in order, for any clocks (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            skew: fc.integer({ min: -2 * DAY, max: 2 * DAY }),
            age: fc.integer({ min: 0, max: DAY }),
            // The stamp's error in real time: any, and often near the tolerance.
            stampError: fc.oneof(
              fc.integer({ min: -DAY, max: DAY }),
              fc.integer({ min: -2 * CLOCK_TOLERANCE_MS, max: 2 * CLOCK_TOLERANCE_MS }),
            ),
            withTimes: fc.boolean(),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (changes) => {
          let floor: string | null = null;
          for (const c of changes) {
            const device = NOW + c.skew;
            const at = device - c.age;
            const given = Math.max(0, NOW - c.age + c.stampError);
            const input = { ...base, floor, hlc: hlc(given) };
            const stamp = serverStamp(c.withTimes ? { ...input, at, sentAt: device } : input);
            expect(parseHlc(stamp)!.ms).toBeLessThanOrEqual(NOW + 1);
            if (floor !== null) expect(compareHlc(stamp, floor)).toBeGreaterThan(0);
            // A stamp wrong by more than the tolerance (or in the future) is replaced by when the change
            // was made on the server's clock, whatever the device's own error.
            const wrong = Math.abs(given - (NOW - c.age)) > CLOCK_TOLERANCE_MS || given > NOW;
            if (c.withTimes && wrong && floor === null) expect(parseHlc(stamp)!.ms).toBe(NOW - c.age);
            if (c.withTimes && !wrong && floor === null) expect(stamp).toBe(input.hlc);
            floor = stamp;
          }
        },
      ),
    );
  });
});

describe('jsonBytes', () => {
  // UTF-8 bytes by another route: each %XX of a URI encoding is one byte.
  const utf8 = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

  it('counts UTF-8 bytes of the JSON, as the body limit does', () => {
    for (const value of ['abc', 'é', '€', '🍅', { t: 'ça 🍝 "x"\n' }, ['\u0000'], '\ud83c']) {
      expect(jsonBytes(value), JSON.stringify(value)).toBe(utf8(JSON.stringify(value)));
    }
  });
});
