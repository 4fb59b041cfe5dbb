import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '@avanzo/recipe-core';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/ingredients-database/*', () => {
  it('lists the whole catalog with names in the asked locale, cacheable', async () => {
    const res = await get('/api/ingredients-database/all?locale=it');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json<{ ingredients: Array<Record<string, string>>; total: number }>();
    expect(body.total).toBe(CATALOG.length);
    expect(body.ingredients.find((i) => i.id === 'tomato')).toEqual({
      id: 'tomato',
      name: 'tomato',
      localizedName: 'pomodoro',
      category: 'vegetables',
      emoji: '🍅',
    });
  });

  it('defaults to English and reads regional locales', async () => {
    const en = (await get('/api/ingredients-database/all')).json<{
      ingredients: Array<{ id: string; localizedName: string }>;
    }>();
    expect(en.ingredients.find((i) => i.id === 'potato')?.localizedName).toBe('potato');
    const de = (await get('/api/ingredients-database/all?locale=de-AT')).json<{
      ingredients: Array<{ id: string; localizedName: string }>;
    }>();
    expect(de.ingredients.find((i) => i.id === 'potato')?.localizedName).toBe('Kartoffel');
  });

  it('lists one category, with at least the spec counts for the six tiles', async () => {
    const counts = { vegetables: 15, fruit: 12, meat: 8, cheese: 6, spices: 10, grains: 7 };
    for (const [name, min] of Object.entries(counts)) {
      const body = (await get(`/api/ingredients-database/category?name=${name}&locale=fr`)).json<{
        ingredients: Array<{ category: string }>;
        total: number;
      }>();
      expect(body.total).toBeGreaterThanOrEqual(min);
      expect(body.total).toBe(CATALOG.filter((e) => e.category === name).length);
      expect(body.ingredients.every((i) => i.category === name)).toBe(true);
    }
  });

  it('searches names in any language, prefix first, at most 20', async () => {
    const body = (await get('/api/ingredients-database/search?q=pomo&locale=en')).json<{
      ingredients: Array<{ id: string; localizedName: string }>;
    }>();
    expect(body.ingredients[0]).toMatchObject({ id: 'tomato', localizedName: 'tomato' });
    const wide = (await get('/api/ingredients-database/search?q=ch&locale=en')).json<{ total: number }>();
    expect(wide.total).toBe(20);
    const short = (await get('/api/ingredients-database/search?q=p&locale=en')).json<{ total: number }>();
    expect(short.total).toBe(0);
    const accents = (
      await get(`/api/ingredients-database/search?q=${encodeURIComponent('CRÈME')}&locale=fr`)
    ).json<{
      ingredients: Array<{ id: string }>;
    }>();
    expect(accents.ingredients.map((i) => i.id)).toContain('creme-fraiche');
  });

  it('refuses an unknown locale or category with a stable code', async () => {
    const locale = await get('/api/ingredients-database/all?locale=xx');
    expect(locale.statusCode).toBe(400);
    expect(locale.json()).toMatchObject({ code: 'INVALID_LANGUAGE' });
    const category = await get('/api/ingredients-database/category?name=sweets');
    expect(category.statusCode).toBe(400);
    expect(category.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const missing = await get('/api/ingredients-database/category');
    expect(missing.statusCode).toBe(400);
    const search = await get('/api/ingredients-database/search');
    expect(search.statusCode).toBe(400);
  });
});
