import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './jsonDepth';

/** Depth by parsing, the slow way, to check the scan against. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonNestsDeeperThan', () => {
  it('counts brackets, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ t: '[[[[[[[[{{{{{{ \\" [[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('['.repeat(5000) + ']'.repeat(5000), 32)).toBe(true);
  });

  it('agrees with the depth of the parsed value, for any JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        expect(jsonNestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });
});
