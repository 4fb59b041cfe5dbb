import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { NewRecipe } from '@avanzo/sync-protocol';
import { minutes, normalizeDifficulty, normalizeRecipe } from './normalize';

const now = () => Date.UTC(2026, 10, 22, 12, 0, 0);
const options = { now, newId: () => 'generated-1' };

describe('normalizeRecipe', () => {
  it('reads the canonical shape unchanged', () => {
    const canonical = {
      id: 'abc',
      createdAt: '2026-11-01T10:00:00.000Z',
      title: 'Frittata',
      description: 'Golden and soft',
      ingredients: [{ name: 'eggs', amount: '4', unit: '', emoji: '🥚' }],
      instructions: ['Beat the eggs', 'Cook 8 min'],
      cookingTime: { total: 15, prep: 5, cook: 10 },
      servings: 2,
      difficulty: 'easy',
      calories: 320,
      tags: ['vegetarian'],
      tips: 'Use leftover pasta',
      sourceIngredients: ['eggs'],
      isGenerated: true,
      composition: null,
    };
    expect(normalizeRecipe(canonical, options)).toEqual({ recipe: canonical, saved: false });
  });

  it('reads _id with the recipe- prefix, name for title, string lists and a tip', () => {
    const { recipe, saved } = normalizeRecipe(
      {
        _id: 'recipe-1700000000000',
        name: '  Minestrone  ',
        ingredients: ['2 carrots', 'a leek', '', 7],
        instructions: [{ description: 'Chop' }, { step: 'Simmer 20 minutes' }, { text: 'Serve' }, {}],
        tip: 'Freeze a portion',
        saved: true,
      },
      options,
    );
    expect(recipe.id).toBe('1700000000000');
    expect(recipe.title).toBe('Minestrone');
    expect(recipe.ingredients).toEqual([
      { name: '2 carrots', amount: '', unit: '', emoji: '' },
      { name: 'a leek', amount: '', unit: '', emoji: '' },
      { name: '7', amount: '', unit: '', emoji: '' },
    ]);
    expect(recipe.instructions).toEqual(['Chop', 'Simmer 20 minutes', 'Serve']);
    expect(recipe.tips).toBe('Freeze a portion');
    expect(saved).toBe(true);
    expect(recipe.createdAt).toBe('2026-11-22T12:00:00.000Z');
  });

  it.each([
    [{ cookingTime: 25 }, { total: 25, prep: null, cook: null }],
    [{ cookingTime: '40 min' }, { total: 40, prep: null, cook: null }],
    [{ cookingTime: '1h30' }, { total: 90, prep: null, cook: null }],
    [{ cookingTime: { total: 30, prep: 10, cook: 20 } }, { total: 30, prep: 10, cook: 20 }],
    [{ cookingTime: { prep: 10, cook: 20 } }, { total: 30, prep: 10, cook: 20 }],
    [
      { prepTime: '15 minutes', cookTime: 45 },
      { total: 60, prep: 15, cook: 45 },
    ],
    [{ cookingTime: 'soon' }, { total: null, prep: null, cook: null }],
    [{ cookingTime: -5 }, { total: null, prep: null, cook: null }],
  ])('reads cooking time from %j', (input, expected) => {
    expect(normalizeRecipe(input, options).recipe.cookingTime).toEqual(expected);
  });

  it.each([
    [{ calories: 410 }, 410],
    [{ calories: '380 kcal' }, 380],
    [{ nutrition: { calories: 290 } }, 290],
    [{ nutritionalInfo: { calories: '512.6' } }, 513],
    [{ calories: 'lots' }, null],
  ])('reads calories from %j', (input, expected) => {
    expect(normalizeRecipe(input, options).recipe.calories).toBe(expected);
  });

  it('reads difficulty words in four languages, servings from text, tags from a string', () => {
    expect(
      ['Easy', 'facile', 'leicht', 'moyen', 'Schwer', 'difficile', 'meh'].map(normalizeDifficulty),
    ).toEqual(['easy', 'easy', 'easy', 'medium', 'hard', 'hard', null]);
    const { recipe } = normalizeRecipe(
      { servings: '4 people', tags: 'Vegetarian, #quick, vegetarian' },
      options,
    );
    expect(recipe.servings).toBe(4);
    expect(recipe.tags).toEqual(['vegetarian', 'quick']);
  });

  it('never reads a prototype key as a difficulty', () => {
    expect(['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map(normalizeDifficulty)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives a recipe without a usable id a new one', () => {
    expect(normalizeRecipe({ id: 'has spaces' }, options).recipe.id).toBe('generated-1');
    expect(normalizeRecipe({}, { now }).recipe.id).toBe(String(now()));
  });

  it('reads hours in four languages', () => {
    expect(['2 ore', '1 heure', '1,5 Stunden', '45', '1 hr 15'].map(minutes)).toEqual([120, 60, 90, 45, 75]);
  });

  it('always yields a valid canonical recipe, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              id: fc.oneof(fc.string(), fc.integer()),
              title: fc.oneof(fc.string({ maxLength: 400 }), fc.integer()),
              ingredients: fc.array(
                fc.oneof(fc.string(), fc.record({ name: fc.anything(), amount: fc.anything() })),
              ),
              instructions: fc.oneof(fc.string(), fc.array(fc.anything())),
              cookingTime: fc.anything(),
              servings: fc.anything(),
              calories: fc.oneof(fc.double(), fc.string()),
              tags: fc.anything(),
              createdAt: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        (input) => {
          const { recipe } = normalizeRecipe(input, options);
          expect(Value.Check(NewRecipe, recipe)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
