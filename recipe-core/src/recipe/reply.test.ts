import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { NewRecipe } from '@avanzo/sync-protocol';
import { parseRecipeReply } from './reply';
import { buildRecipePrompt, exampleCookingTime } from './prompt';

const options = { now: () => Date.UTC(2026, 10, 22), newId: () => 'r1' };

describe('parseRecipeReply', () => {
  it('reads the JSON between the first and the last brace, with prose and a fence around it', () => {
    const reply =
      'Ecco la ricetta!\n```json\n{"title":"Frittata di zucchine","ingredients":[{"name":"uova","amount":"4","unit":"","emoji":"🥚"}],' +
      '"instructions":["Sbatti le uova","Cuoci 10 minuti"],"cookingTime":20,"servings":2,"difficulty":"easy","calories":300,"tags":["vegetarian"]}\n```\nBuon appetito {:)}';
    // The trailing "{:)}" makes the first-to-last block invalid JSON: the spec's rule then finds nothing.
    expect(parseRecipeReply(reply, { locale: 'it' }, options)).toBeNull();
    const clean = reply.replace(' {:)}', '');
    const recipe = parseRecipeReply(clean, { locale: 'it' }, options);
    expect(recipe).toMatchObject({
      title: 'Frittata di zucchine',
      cookingTime: { total: 20 },
      servings: 2,
      difficulty: 'easy',
      calories: 300,
      tags: ['vegetarian'],
      isGenerated: true,
    });
  });

  it('fills every default of SPEC §5, in the request language', () => {
    const recipe = parseRecipeReply(
      '{"ingredients":[{}, {"name":"riso"}, "2 zucchine"]}',
      { locale: 'it', servings: 6, maxCookingTime: 45 },
      options,
    );
    expect(recipe).toMatchObject({
      title: 'Ricetta generata',
      cookingTime: { total: 45 },
      servings: 6,
      difficulty: 'medium',
      instructions: ['Segui i passaggi della ricetta.'],
      tags: ['ai-generated'],
    });
    expect(recipe?.ingredients).toEqual([
      { name: 'Ingrediente sconosciuto', amount: '1', unit: 'pezzo', emoji: '🥄' },
      { name: 'riso', amount: '1', unit: 'pezzo', emoji: '🥄' },
      { name: '2 zucchine', amount: '', unit: '', emoji: '🥄' },
    ]);
    const english = parseRecipeReply('{}', { locale: 'en' }, options);
    expect(english).toMatchObject({ title: 'Generated Recipe', cookingTime: { total: 30 }, servings: 4 });
  });

  it('returns null when there is no JSON object', () => {
    for (const reply of ['', 'Sorry, I cannot help.', '[1,2,3]', '{"unterminated": ', '} backwards {']) {
      expect(parseRecipeReply(reply, { locale: 'en' }, options)).toBeNull();
    }
  });

  it('never throws and always yields a valid recipe or null, over 10,000 generated replies', () => {
    const validRecipe = fc.record({
      title: fc.string({ maxLength: 300 }),
      ingredients: fc.array(
        fc.oneof(fc.string(), fc.record({ name: fc.string(), amount: fc.oneof(fc.string(), fc.double()) })),
      ),
      instructions: fc.array(fc.string()),
      cookingTime: fc.oneof(fc.integer(), fc.string(), fc.record({ total: fc.anything() })),
      servings: fc.anything(),
      difficulty: fc.string(),
      calories: fc.anything(),
      tags: fc.anything(),
    });
    const reply = fc.oneof(
      // truncated JSON
      fc.tuple(validRecipe, fc.nat()).map(([r, cut]) => {
        const text = JSON.stringify(r);
        return text.slice(0, cut % (text.length + 1));
      }),
      // prose around JSON
      fc.tuple(fc.string(), validRecipe, fc.string()).map(([a, r, b]) => `${a}\n${JSON.stringify(r)}\n${b}`),
      // wrong types anywhere
      fc.anything().map((v) => {
        try {
          return JSON.stringify(v) ?? '';
        } catch {
          return '';
        }
      }),
      // huge strings
      fc
        .nat({ max: 200_000 })
        .map((n) => `{"title":"${'x'.repeat(n)}","instructions":["${'y'.repeat(n % 9000)}"]}`),
      // nested junk
      fc
        .letrec((tie) => ({
          node: fc.oneof(
            { depthSize: 'small' },
            fc.string(),
            fc.integer(),
            fc.array(tie('node'), { maxLength: 4 }),
            fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 4 }),
          ),
        }))
        .node.map((v) => `{"recipe": ${JSON.stringify(v)}, "ingredients": ${JSON.stringify(v)}}`),
      fc.string(),
    );
    fc.assert(
      fc.property(reply, fc.constantFrom('en', 'it', 'fr', 'de' as const), (text, locale) => {
        const recipe = parseRecipeReply(text, { locale }, options);
        if (recipe !== null) expect(Value.Check(NewRecipe, recipe)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('buildRecipePrompt', () => {
  it('uses the example cooking time rule of SPEC §7', () => {
    expect([15, 25, 30, 45, 60, 120].map(exampleCookingTime)).toEqual([15, 25, 25, 40, 55, 115]);
  });

  it('holds the ingredients, every preference, the language and the JSON example', () => {
    const prompt = buildRecipePrompt({
      ingredients: ['zucchine', 'uova'],
      servings: 2,
      difficulty: 'medium',
      maxCookingTime: 45,
      cuisine: 'italian',
      locale: 'it',
    });
    expect(prompt).toContain('zucchine, uova');
    expect(prompt).toContain(
      'Servings: 2. Difficulty: medium. Total time: at most 45 minutes. Cuisine: italian.',
    );
    expect(prompt).toContain('in Italian');
    const example = JSON.parse(prompt.slice(prompt.indexOf('{'))) as Record<string, unknown>;
    expect(example).toMatchObject({ cookingTime: 40, calories: 350, servings: 2, difficulty: 'medium' });
  });

  it('uses the defaults: easy, 30 minutes, 4 servings, any cuisine, English', () => {
    const prompt = buildRecipePrompt({ ingredients: ['rice'] });
    expect(prompt).toContain('Servings: 4. Difficulty: easy. Total time: at most 30 minutes. Cuisine: any.');
    expect(prompt).toContain('in English');
    expect(JSON.parse(prompt.slice(prompt.indexOf('{')))).toMatchObject({ cookingTime: 25 });
  });
});
