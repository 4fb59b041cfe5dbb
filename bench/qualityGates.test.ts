import { describe, expect, it } from 'vitest';
import { checkMutation, parseHlc } from '@avanzo/sync-protocol';
import { deviceClock, percentile, sequence, throughputDrafts } from './apiThroughput';
import { describeItem, failingAudits, type LhrLike } from './lighthouse';
import { deviceAddress, summarize } from './load';

describe('percentile', () => {
  it('is the nearest rank of an ascending list', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('throughput pushes', () => {
  it('are valid mutations with consecutive seqs and increasing clocks', () => {
    const hlc = deviceClock('tp-test-client', () => 1_700_000_000_000);
    const recipes = ['r1', 'r2', 'r3'];
    const first = sequence(throughputDrafts(recipes, 'tp-test', 0), 0, hlc);
    const second = sequence(throughputDrafts(recipes, 'tp-test', 1), first.length, hlc);
    const all = [...first, ...second];
    expect(first).toHaveLength(10);
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const m of all) expect(() => checkMutation(m)).not.toThrow();
    const clocks = all.map((m) => m.hlc);
    expect([...clocks].sort()).toEqual(clocks);
    expect(new Set(clocks).size).toBe(clocks.length);
    expect(parseHlc(clocks[0]!)?.node).toBe('tp-test-client');
    // Activity ids never repeat across pushes.
    const ids = all.flatMap((m) =>
      m.name === 'activity.append' ? [(m.args as { entry: { id: string } }).entry.id] : [],
    );
    expect(new Set(ids).size).toBe(12);
  });
});

describe('load helpers', () => {
  it('gives every device its own loopback address', () => {
    const addresses = Array.from({ length: 1000 }, (_, i) => deviceAddress(i));
    expect(new Set(addresses).size).toBe(1000);
    for (const a of addresses) expect(a).toMatch(/^127\.1\.\d{1,3}\.([1-9]\d?|1\d\d|2[0-4]\d|250)$/);
  });

  it('summarizes latencies and errors', () => {
    const samples = Array.from({ length: 200 }, (_, i) => ({ ms: i + 1, ok: i % 50 !== 0 }));
    expect(summarize(samples)).toEqual({
      requests: 200,
      errors: 4,
      p50Ms: 100,
      p95Ms: 190,
      p99Ms: 198,
      maxMs: 200,
    });
    expect(summarize([])).toMatchObject({ requests: 0, errors: 0, p99Ms: 0 });
  });
});

describe('failingAudits', () => {
  const audit = (id: string, score: number | null, scoreDisplayMode: string, details?: unknown) => ({
    id,
    title: `Title of ${id}`,
    score,
    scoreDisplayMode,
    ...(details ? { details } : {}),
  });
  const lhr: LhrLike = {
    categories: {
      performance: {
        score: 0.97,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'uses-text-compression', weight: 0 },
          { id: 'dom-size', weight: 0 },
          { id: 'diagnostics', weight: 0 },
        ],
      },
      accessibility: {
        score: 0.95,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'tabindex', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', 0.93, 'numeric'),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 1, 'numeric'),
      'uses-text-compression': audit('uses-text-compression', 0.5, 'metricSavings', {
        items: [{ url: 'http://127.0.0.1/assets/app.js' }],
      }),
      'dom-size': audit('dom-size', 0.95, 'numeric'),
      diagnostics: audit('diagnostics', null, 'informative'),
      'color-contrast': audit('color-contrast', 0, 'binary', {
        items: [{ node: { snippet: '<p class="muted">' } }],
      }),
      'image-alt': audit('image-alt', null, 'notApplicable'),
      tabindex: audit('tabindex', null, 'error'),
      'errors-in-console': audit('errors-in-console', 0, 'binary'),
    },
  };

  it('lists what keeps a category under its target, and nothing for one at target', () => {
    expect(failingAudits(lhr).map((f) => `${f.category}:${f.id}`)).toEqual([
      'performance:largest-contentful-paint',
      'performance:uses-text-compression',
      'accessibility:color-contrast',
      'accessibility:tabindex',
    ]);
  });

  it('keeps a few offending items', () => {
    const found = failingAudits(lhr);
    expect(found.find((f) => f.id === 'color-contrast')?.items).toEqual(['<p class="muted">']);
    expect(found.find((f) => f.id === 'uses-text-compression')?.items).toEqual([
      'http://127.0.0.1/assets/app.js',
    ]);
    expect(found.find((f) => f.id === 'tabindex')?.score).toBeNull();
  });

  it('describes details items', () => {
    expect(describeItem({ description: 'Failed  to load', sourceLocation: { url: 'https://x.test/' } })).toBe(
      'Failed to load — https://x.test/',
    );
    expect(describeItem({ wastedBytes: 3 })).toBeNull();
    expect(describeItem(null)).toBeNull();
  });
});
