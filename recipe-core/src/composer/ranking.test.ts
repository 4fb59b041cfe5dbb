import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '@avanzo/sync-protocol';
import { CATALOG, catalog } from '../catalog/index';
import { ARCHETYPES } from './archetypes2';
import { compose, composeDish, composeReport, isStaple } from './compose';
import { DISHES } from './dishes/index';
import { compareRanked, familyOf, mainOf, NAMED_BONUS, type Ranked } from './rank';
import type { ComposeRequest } from './types';

const FOOD = CATALOG.filter((e) => !isStaple(e)).map((e) => e.id);
const request = (ids: readonly string[], prefs: Partial<ComposeRequest> = {}): ComposeRequest => ({
  ingredients: ids.map((id) => ({ id, name: id })),
  servings: 2,
  difficulty: 'hard',
  maxCookingTime: 120,
  locale: 'en',
  ...prefs,
});
const prefsArb = fc.record({
  servings: fc.constantFrom(1, 2, 4, 6, 8),
  difficulty: fc.constantFrom<Difficulty>('easy', 'medium', 'hard'),
  maxCookingTime: fc.constantFrom(15, 30, 45, 60, 90, 120),
});
const setArb = fc.uniqueArray(fc.constantFrom(...FOOD), { minLength: 1, maxLength: 7 });
const ALL = [...DISHES, ...ARCHETYPES];

describe('ranking that serves the cook', () => {
  it('never leaves out the main ingredient when a dish of another family that uses it exists (1,000 sets)', () => {
    fc.assert(
      fc.property(setArb, prefsArb, (set, prefs) => {
        const req = request(set, prefs);
        const main = new Set(mainOf(set.map((id) => catalog.get(id)!)).map((e) => e.id));
        fc.pre(main.size > 0);
        const chosen = compose(req);
        const uses = (c: { placed: { id: string }[] }) => c.placed.some((p) => main.has(p.id));
        const users = new Set(
          ALL.map((d) => composeDish(d, req))
            .filter((c) => c !== null && uses(c))
            .map((c) => familyOf(c!.archetype)),
        );
        // The first uses it whenever any dish can; dishes with it come first; one without it only once
        // every family of dish with it is taken.
        if (users.size > 0) expect(uses(chosen[0]!)).toBe(true);
        const firstWithout = chosen.findIndex((c) => !uses(c));
        if (firstWithout >= 0) {
          expect(chosen.slice(firstWithout).every((c) => !uses(c))).toBe(true);
          const taken = new Set(chosen.slice(0, firstWithout).map((c) => familyOf(c.archetype)));
          for (const family of users) expect(taken, family).toContain(family);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives three dishes of three different families, or says why there are fewer (1,000 sets)', () => {
    fc.assert(
      fc.property(setArb, prefsArb, (set, prefs) => {
        const report = composeReport(request(set, prefs));
        const families = report.compositions.map((c) => familyOf(c.archetype));
        expect(new Set(families).size).toBe(families.length);
        expect(report.compositions.length).toBeLessThanOrEqual(3);
        expect(report.shortfall === null).toBe(report.compositions.length === 3);
      }),
      { numRuns: 1000 },
    );
  });

  it('is deterministic: the same fridge gives the same dishes in the same order', () => {
    fc.assert(
      fc.property(setArb, prefsArb, (set, prefs) => {
        expect(compose(request(set, prefs))).toEqual(compose(request(set, prefs)));
      }),
      { numRuns: 300 },
    );
  });

  it('breaks ties by the stated order: named before generic, easier, shorter, then by id', () => {
    const base = compose(request(['egg', 'potato', 'onion']))[0]!;
    const at = (patch: Partial<typeof base>, score = 5): Ranked => ({
      c: { ...base, ...patch },
      score,
      usesMain: true,
      defining: 2,
    });
    const named = DISHES[0]!.id;
    expect(compareRanked(at({ archetype: named }), at({ archetype: 'frittata' }))).toBeLessThan(0);
    expect(
      compareRanked(at({ archetype: 'b', difficulty: 'easy' }), at({ archetype: 'a', difficulty: 'medium' })),
    ).toBeLessThan(0);
    const time = (total: number) => ({ prep: 0, cook: total, total });
    expect(
      compareRanked(at({ archetype: 'b', time: time(20) }), at({ archetype: 'a', time: time(30) })),
    ).toBeLessThan(0);
    expect(compareRanked(at({ archetype: 'a' }), at({ archetype: 'b' }))).toBeLessThan(0);
    // A dish that uses more of what matters wins over a named one that uses less.
    expect(
      compareRanked(at({ archetype: 'frittata' }, 5 + NAMED_BONUS + 1), at({ archetype: named }, 5)),
    ).toBeLessThan(0);
  });

  it('offers named dishes one ingredient away that the ingredient really completes (500 sets)', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const req = request(set);
        const report = composeReport(req);
        expect(report.suggestions.length).toBeLessThanOrEqual(3);
        for (const s of report.suggestions) {
          const dish = DISHES.find((d) => d.id === s.dish)!;
          expect(set).not.toContain(s.add);
          expect(composeDish(dish, req), `${s.dish} needs ${s.add}`).toBeNull();
          const added = composeDish(dish, request([...set, s.add]));
          expect(added?.placed.map((p) => p.id)).toContain(s.add);
          expect(report.compositions.some((c) => c.archetype === s.dish)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers "with more time" the named dishes the cook’s limits keep out, and the settings that let them in (500 sets)', () => {
    const rank = { easy: 0, medium: 1, hard: 2 } as const;
    fc.assert(
      fc.property(setArb, prefsArb, (set, prefs) => {
        const req = request(set, prefs);
        const report = composeReport(req);
        expect(report.longer.length).toBeLessThanOrEqual(3);
        for (const l of report.longer) {
          expect(DISHES.some((d) => d.id === l.dish)).toBe(true);
          expect(report.compositions.some((c) => c.archetype === l.dish)).toBe(false);
          // Never less than asked for, and more of at least one.
          expect(l.maxCookingTime).toBeGreaterThanOrEqual(req.maxCookingTime);
          expect(rank[l.difficulty]).toBeGreaterThanOrEqual(rank[req.difficulty]);
          expect(l.maxCookingTime > req.maxCookingTime || l.difficulty !== req.difficulty).toBe(true);
          // With those settings the dish is cooked with the cook's ingredients.
          const dish = DISHES.find((d) => d.id === l.dish)!;
          const cooked = composeDish(dish, {
            ...req,
            maxCookingTime: l.maxCookingTime,
            difficulty: l.difficulty,
          });
          expect(cooked, l.dish).not.toBeNull();
          expect(cooked!.time.total).toBeLessThanOrEqual(l.maxCookingTime);
          const again = composeReport({ ...req, maxCookingTime: l.maxCookingTime, difficulty: l.difficulty });
          expect(
            again.compositions.map((c) => c.archetype),
            `${l.dish} at ${l.maxCookingTime}`,
          ).toContain(l.dish);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers the braise with more time when a 30-minute evening cannot cook stewing beef', () => {
    const req = request(['stewing-beef', 'carrot', 'onion', 'red-wine'], {
      maxCookingTime: 30,
      difficulty: 'easy',
    });
    const report = composeReport(req);
    expect(report.compositions.some((c) => c.placed.some((p) => p.id === 'stewing-beef'))).toBe(false);
    const braise = report.longer[0];
    expect(braise && familyOf(braise.dish)).toBe('stew');
    expect(braise!.maxCookingTime).toBeGreaterThan(30);
    // At the longest time and any difficulty nothing is out of reach, so nothing is offered.
    expect(composeReport(request(['stewing-beef', 'carrot', 'onion', 'red-wine'])).longer).toEqual([]);
  });
  it('scales seasonings less than linearly, and the rest with the servings', () => {
    const at = (servings: number) =>
      composeDish(
        DISHES.find((d) => d.id === 'spaghetti-aglio-olio')!,
        request(['spaghetti', 'garlic', 'chili-flakes'], { servings }),
      )!;
    const amount = (servings: number, id: string) => at(servings).placed.find((p) => p.id === id)!.amount;
    expect(amount(8, 'spaghetti') / amount(2, 'spaghetti')).toBeGreaterThan(3.8);
    expect(amount(8, 'spaghetti') / amount(2, 'spaghetti')).toBeLessThan(4.2);
    expect(amount(8, 'chili-flakes') / amount(2, 'chili-flakes')).toBeLessThan(3.5);
    expect(amount(8, 'chili-flakes')).toBeGreaterThan(amount(2, 'chili-flakes'));
    // A serving for eight carries less oil than a serving for two.
    expect(at(8).caloriesPerServing).toBeLessThanOrEqual(at(2).caloriesPerServing);
  });
});

/** Everyday company for an ingredient that is not a dish alone (a spice, a flour, a sauce). */
const KITCHENS = [
  ['onion', 'carrot', 'chicken-breast'],
  ['spaghetti', 'garlic'],
  ['rice', 'onion'],
  ['potato', 'onion'],
  ['all-purpose-flour', 'egg', 'milk', 'sugar', 'butter'],
  ['yogurt', 'banana'],
  ['bread', 'egg'],
];

describe('the main ingredient', () => {
  const main = (ids: readonly string[]) => mainOf(ids.map((id) => catalog.get(id)!)).map((e) => e.id);
  it('is the strongest protein the cook has: meat or fish, then pulses, then eggs', () => {
    expect(main(['egg', 'chickpeas', 'chicken-breast', 'onion'])).toEqual(['chicken-breast']);
    expect(main(['egg', 'chickpeas', 'spinach'])).toEqual(['chickpeas']);
    expect(main(['egg', 'tomato'])).toEqual(['egg']);
    expect(main(['tomato', 'basil'])).toEqual([]);
  });
  it('is not the eggs of a baking or pudding fridge: beside sugar, baking powder, vanilla or biscuits they are for the sweet', () => {
    expect(main(['quark', 'egg', 'semolina', 'sugar', 'apple'])).toEqual([]);
    expect(main(['egg', 'all-purpose-flour', 'sugar', 'milk'])).toEqual([]);
    // Eggs, milk and sugar: a crème caramel; apples, butter, eggs and vanilla sugar: a cake; not scrambled eggs.
    expect(main(['egg', 'sugar', 'milk'])).toEqual([]);
    expect(main(['apple', 'butter', 'egg', 'vanilla-sugar'])).toEqual([]);
    expect(main(['yogurt', 'egg', 'lemon', 'baking-powder'])).toEqual([]);
    expect(main(['mascarpone', 'ladyfingers', 'egg', 'coffee'])).toEqual([]);
    expect(main(['cherry', 'sour-cream', 'custard-powder', 'egg'])).toEqual([]);
    expect(main(['jam', 'egg', 'lemon', 'butter'])).toEqual([]);
    // Flour alone does not make a bake of an egg fridge, and meat stays the main whatever is beside it.
    expect(main(['egg', 'all-purpose-flour', 'spinach'])).toEqual(['egg']);
    expect(main(['bacon', 'egg', 'maple-syrup'])).toEqual(['bacon']);
  });
  it('is not the eggs beside pasta: they bind the bake or the sauce, and the pasta is what the cook is making', () => {
    expect(main(['penne', 'broccoli', 'cream', 'gouda', 'egg'])).toEqual([]);
    expect(main(['spaghetti', 'egg', 'guanciale', 'pecorino-romano'])).toEqual(['guanciale']);
    expect(main(['rice', 'egg', 'pea'])).toEqual(['egg']);
  });
});

describe('every ingredient has an honest dish', () => {
  it('every food in the catalog is used by a dish it belongs in, and on its own makes at least one', () => {
    const unused: string[] = [];
    const alone: string[] = [];
    for (const id of FOOD) {
      const entry = catalog.get(id)!;
      // A dish that uses it: alone, or with the other first-choice ingredients of a dish that takes it.
      const mine = compose(request([id])).some((c) => c.placed.some((p) => p.id === id));
      if (!mine) alone.push(id);
      const somewhere =
        mine ||
        KITCHENS.some((kitchen) =>
          compose(request([id, ...kitchen.filter((k) => k !== id)])).some((c) =>
            c.placed.some((p) => p.id === id),
          ),
        ) ||
        DISHES.some((d) => {
          const needs = d.slots.filter((s) => !s.optional).map((s) => s.any[0] as string);
          return composeDish(d, request([...new Set([...needs, id])]))?.placed.some((p) => p.id === id);
        });
      if (!somewhere) unused.push(`${id} (${entry.kind})`);
    }
    console.log(
      `catalog: ${FOOD.length - alone.length}/${FOOD.length} foods make a dish on their own; ${FOOD.length - unused.length}/${FOOD.length} are used by some dish`,
    );
    expect(unused, unused.join(', ')).toEqual([]);
  });
});
