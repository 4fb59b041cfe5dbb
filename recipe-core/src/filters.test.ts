import { describe, expect, it } from 'vitest';
import { filterRecipes, matchesFilter, searchRecipes, type FilterableRecipe } from './filters';

const recipe = (over: Partial<FilterableRecipe>): FilterableRecipe => ({
  totalMinutes: 40,
  difficulty: 'medium',
  tags: [],
  ...over,
});

describe('recipe filters (SPEC §4)', () => {
  it('all keeps everything', () => {
    expect(matchesFilter(recipe({ totalMinutes: null, difficulty: null }), 'all')).toBe(true);
  });

  it('quick means at most 30 minutes, unknown time is not quick', () => {
    expect(matchesFilter(recipe({ totalMinutes: 30 }), 'quick')).toBe(true);
    expect(matchesFilter(recipe({ totalMinutes: 31 }), 'quick')).toBe(false);
    expect(matchesFilter(recipe({ totalMinutes: null }), 'quick')).toBe(false);
  });

  it('easy means difficulty easy', () => {
    expect(matchesFilter(recipe({ difficulty: 'easy' }), 'easy')).toBe(true);
    expect(matchesFilter(recipe({ difficulty: 'hard' }), 'easy')).toBe(false);
  });

  it('vegetarian and healthy read tags, case-insensitively', () => {
    expect(matchesFilter(recipe({ tags: ['Vegetarian'] }), 'vegetarian')).toBe(true);
    expect(matchesFilter(recipe({ tags: ['vegan'] }), 'vegetarian')).toBe(false);
    expect(matchesFilter(recipe({ tags: [' healthy '] }), 'healthy')).toBe(true);
  });

  it('filterRecipes keeps order and the original objects', () => {
    const a = recipe({ totalMinutes: 10 });
    const b = recipe({ totalMinutes: 50 });
    const c = recipe({ totalMinutes: 20 });
    expect(filterRecipes([a, b, c], 'quick')).toEqual([a, c]);
    expect(filterRecipes([a, b, c], 'quick')[0]).toBe(a);
  });
});

describe('searchRecipes', () => {
  const recipes = [
    {
      title: 'Minestrone',
      description: 'A thick soup',
      ingredients: [{ name: 'Zucchine' }, { name: 'beans' }],
    },
    { title: 'Frittata', description: 'Golden EGGS', ingredients: ['2 onions'] },
  ];
  it('matches title, description and ingredient text, ignoring case', () => {
    expect(searchRecipes(recipes, 'MINE').map((r) => r.title)).toEqual(['Minestrone']);
    expect(searchRecipes(recipes, 'eggs').map((r) => r.title)).toEqual(['Frittata']);
    expect(searchRecipes(recipes, 'zucch').map((r) => r.title)).toEqual(['Minestrone']);
    expect(searchRecipes(recipes, 'onion').map((r) => r.title)).toEqual(['Frittata']);
    expect(searchRecipes(recipes, '  ')).toHaveLength(2);
    expect(searchRecipes(recipes, 'pizza')).toEqual([]);
  });
});
