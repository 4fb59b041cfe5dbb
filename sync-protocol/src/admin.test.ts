import { describe, expect, it } from 'vitest';
import { memoryStatus } from './admin';

describe('memoryStatus', () => {
  it('is good up to 75 %, warning up to 90 %, critical above', () => {
    expect([0, 75, 75.1, 90, 90.1, 100].map(memoryStatus)).toEqual([
      'good',
      'good',
      'warning',
      'warning',
      'critical',
      'critical',
    ]);
  });
});
