import { describe, expect, it } from 'vitest';
import { CATALOG, CATEGORIES, catalog, QUICK_ADD } from './index';
import { normalizeName } from './normalize';

const LANGS = ['en', 'it', 'fr', 'de'] as const;

describe('ingredient catalog', () => {
  it('holds at least 300 ingredients with unique slug ids', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(300);
    const ids = CATALOG.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has every entry complete in all four languages, with sane nutrition and units', () => {
    const problems: string[] = [];
    for (const e of CATALOG) {
      if (!(CATEGORIES as readonly string[]).includes(e.category))
        problems.push(`${e.id}: category ${e.category}`);
      if (!e.emoji.trim()) problems.push(`${e.id}: no emoji`);
      for (const lang of LANGS) {
        const n = e.names[lang];
        if (!n || !n.name.trim() || !n.plural.trim()) problems.push(`${e.id}: ${lang} name/plural missing`);
        if (n && n.synonyms.some((s) => !s.trim())) problems.push(`${e.id}: ${lang} empty synonym`);
      }
      if (!(e.kcalPer100g >= 0 && e.kcalPer100g <= 900)) problems.push(`${e.id}: kcal ${e.kcalPer100g}`);
      if (!(e.perServing > 0) || !(e.gramsPerUnit > 0)) problems.push(`${e.id}: amounts`);
      if (e.vegan && !e.vegetarian) problems.push(`${e.id}: vegan but not vegetarian`);
    }
    expect(problems).toEqual([]);
  });

  it('fills the six picker tiles with at least the spec counts', () => {
    const count = (category: string) => CATALOG.filter((e) => e.category === category).length;
    expect(count('vegetables')).toBeGreaterThanOrEqual(15);
    expect(count('fruit')).toBeGreaterThanOrEqual(12);
    expect(count('meat')).toBeGreaterThanOrEqual(8);
    expect(count('cheese')).toBeGreaterThanOrEqual(6);
    expect(count('spices')).toBeGreaterThanOrEqual(10);
    expect(count('grains')).toBeGreaterThanOrEqual(7);
    expect(catalog.byCategory('cheese', 'it').length).toBe(count('cheese'));
  });

  it('offers seven quick-add ingredients per language, all in the catalog', () => {
    for (const lang of LANGS) {
      expect(QUICK_ADD[lang]).toHaveLength(7);
      for (const id of QUICK_ADD[lang]) expect(catalog.get(id), `${lang}: ${id}`).toBeDefined();
    }
  });

  it('gives each primary name to one ingredient only, per language', () => {
    for (const lang of LANGS) {
      const seen = new Map<string, string>();
      const clashes: string[] = [];
      for (const e of CATALOG) {
        const key = normalizeName(e.names[lang].name);
        const other = seen.get(key);
        if (other) clashes.push(`${lang}: "${key}" is ${other} and ${e.id}`);
        seen.set(key, e.id);
      }
      expect(clashes).toEqual([]);
    }
  });
});

describe('ingredient search', () => {
  it('needs two characters and returns at most 20 results', () => {
    expect(catalog.search('t', 'en')).toEqual([]);
    expect(catalog.search('a', 'en')).toEqual([]);
    expect(catalog.search('an', 'en').length).toBeLessThanOrEqual(20);
  });

  it('finds a name typed in any language, answering in the UI language', () => {
    expect(catalog.search('pomodoro', 'en')[0]).toMatchObject({ id: 'tomato', localizedName: 'tomato' });
    expect(catalog.search('tomato', 'it')[0]?.localizedName).toBe('pomodoro');
    expect(catalog.search('Zwiebel', 'fr')[0]?.id).toBe('onion');
    expect(catalog.search('oignon', 'de')[0]).toMatchObject({ id: 'onion', localizedName: 'Zwiebel' });
  });

  it('ignores case and accents', () => {
    expect(catalog.search('CRÈME FRAÎCHE', 'en')[0]?.id).toBe('creme-fraiche');
    expect(catalog.search('creme fraiche', 'fr')[0]?.id).toBe('creme-fraiche');
    expect(catalog.search('kase', 'de').length).toBeGreaterThan(0);
  });

  it('ranks prefix matches before matches inside a name', () => {
    const results = catalog.search('pe', 'en').map((r) => normalizeName(r.localizedName));
    const firstInner = results.findIndex((name) => !name.startsWith('pe'));
    const lastPrefix = results.map((name) => name.startsWith('pe')).lastIndexOf(true);
    if (firstInner !== -1) expect(lastPrefix).toBeLessThan(firstInner);
    expect(results.length).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'garl', 'garlic'],
    ['it', 'aglio', 'garlic'],
    ['fr', 'ail', 'garlic'],
    ['de', 'Knoblauch', 'garlic'],
    ['en', 'chickpea', 'chickpeas'],
    ['it', 'ceci', 'chickpeas'],
    ['fr', 'pois chiches', 'chickpeas'],
    ['de', 'Kichererbsen', 'chickpeas'],
  ] as const)('%s: "%s" finds %s first', (lang, query, id) => {
    expect(catalog.search(query, lang)[0]?.id).toBe(id);
  });
});
