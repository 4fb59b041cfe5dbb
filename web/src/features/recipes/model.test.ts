import { describe, expect, it } from 'vitest';
import { composeRecipes } from '@avanzo/recipe-core';
import type { Recipe } from '@avanzo/sync-protocol';
import { knownTagKey, visibleRecipes } from './model';

const now = () => Date.UTC(2026, 10, 22, 12);
const composed = composeRecipes(
  {
    ingredients: ['egg', 'zucchini', 'onion', 'parmesan'].map((id) => ({ id, name: id })),
    servings: 2,
    difficulty: 'medium',
    maxCookingTime: 60,
    locale: 'en',
  },
  { now },
).map(({ recipe }): Recipe => ({ ...recipe, updatedAt: recipe.createdAt, saved: false }));

describe('visibleRecipes', () => {
  it('renders composed recipes in the interface language', () => {
    const english = visibleRecipes(composed, 'en', 'all');
    const italian = visibleRecipes(composed, 'it', 'all');
    expect(italian).toHaveLength(english.length);
    expect(italian.map((r) => r.id)).toEqual(english.map((r) => r.id));
    expect(italian[0]!.title).not.toBe(english[0]!.title);
  });

  it('filters by the SPEC §4 rules', () => {
    const quick = visibleRecipes(composed, 'en', 'quick');
    expect(quick.every((r) => (r.cookingTime.total ?? 999) <= 30)).toBe(true);
    const ai: Recipe = {
      ...composed[0]!,
      id: 'ai',
      composition: null,
      tags: ['Vegetarian'],
      difficulty: 'easy',
    };
    expect(visibleRecipes([ai], 'de', 'vegetarian')).toEqual([ai]);
    expect(visibleRecipes([ai], 'de', 'healthy')).toEqual([]);
  });
});

describe('knownTagKey', () => {
  it('knows the translated tags and nothing else', () => {
    expect(knownTagKey(' Vegetarian ')).toBe('vegetarian');
    expect(knownTagKey('side dish')).toBe('side dish');
    for (const tag of ['__proto__', 'constructor', 'toString', 'spicy']) expect(knownTagKey(tag)).toBeNull();
  });
});
