import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../test/harness';
import { queryInteger } from './query';

/** Regression (found by the route fuzz): an infinite page or limit in a query string answered 500. */

describe('queryInteger', () => {
  it('passes whole numbers, falls back when absent, and refuses infinities and fractions', () => {
    expect(queryInteger(7, 'limit', 10)).toBe(7);
    expect(queryInteger(undefined, 'limit', 10)).toBe(10);
    for (const value of [Infinity, -Infinity, NaN, 1.5, 2 ** 53])
      expect(() => queryInteger(value, 'limit', 10), String(value)).toThrow(/whole number/);
  });
});

describe('integer query parameters', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await register(t, { email: 'pager@avanzo.test' }));
  });
  afterAll(async () => t.close());

  const urls = [
    '/api/recipes?page=1e400',
    '/api/recipes?page=-1e400',
    '/api/recipes?limit=Infinity',
    '/api/recipes?limit=-Infinity',
    '/api/sync/pull?limit=1e400',
    '/api/sync/pull?limit=Infinity',
  ];
  it.each(urls)('answers 400 VALIDATION_ERROR for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('still reads ordinary values', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/recipes?page=2&limit=5',
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({ page: 2, limit: 5, total: 0 });
    const pull = await t.app.inject({ method: 'GET', url: '/api/sync/pull?limit=3', headers: bearer(token) });
    expect(pull.statusCode).toBe(200);
  });
});
