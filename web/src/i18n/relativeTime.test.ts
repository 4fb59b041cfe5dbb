import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('relativeTime', () => {
  it('speaks in the nearest unit, in the interface language', () => {
    expect(relativeTime(ago(10_000), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 60 * MIN), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 60 * MIN), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 60 * MIN), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(5 * MIN), now, 'it')).toBe('5 minuti fa');
    expect(relativeTime(ago(5 * MIN), now, 'fr')).toBe('il y a 5 minutes');
    expect(relativeTime(ago(5 * MIN), now, 'de')).toBe('vor 5 Minuten');
  });

  it('gives the date for anything older than a week', () => {
    expect(relativeTime('2026-10-01T08:00:00.000Z', now, 'en')).toBe('Oct 1, 2026');
  });

  it('is empty for an unreadable timestamp', () => {
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});
