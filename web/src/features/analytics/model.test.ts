import { describe, expect, it } from 'vitest';
import { durationParts, flagOf, formatBytes, memoryTone, percentOf } from './model';

describe('analytics model', () => {
  it('colours the memory bar by SPEC §9', () => {
    expect([10, 75, 76, 90, 91].map(memoryTone)).toEqual(['good', 'good', 'warning', 'warning', 'critical']);
  });

  it('computes shares safely', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('formats bytes and durations for people', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(8 * 1024 ** 3, 'en')).toBe('8.0 GB');
    expect(formatBytes(1536, 'de')).toBe('1,5 KB');
    expect(durationParts(42)).toEqual([{ value: 42, unit: 's' }]);
    expect(durationParts(3 * 86_400 + 4 * 3_600 + 5)).toEqual([
      { value: 3, unit: 'd' },
      { value: 4, unit: 'h' },
    ]);
    expect(durationParts(3_600 + 5)).toEqual([{ value: 1, unit: 'h' }]);
    expect(durationParts(0)).toEqual([{ value: 0, unit: 's' }]);
  });

  it('draws flags from region codes only', () => {
    expect(flagOf('IT')).toBe('🇮🇹');
    expect(flagOf('Italy')).toBe('🌐');
  });
});
