import type { Language } from '@avanzo/sync-protocol';
import { describe, expect, it } from 'vitest';
import { CATALOG, catalog } from '../../catalog/index';
import { INGREDIENT_KINDS as KINDS } from '../../catalog/kinds';
import { ARCHETYPES } from '../archetypes2';
import { composeDish } from '../compose';
import { REALISERS } from '../realise/index';
import { renderComposition } from '../render';
import { TEXTS } from '../texts/index';
import { DISH_DATA, DISHES, LANGUAGES, compileDish } from './index';
import { COURSES, FAMILIES, kindOf, type DishData, type SlotData } from './types';

const SLOT = /\{(\w+)(?::(\w+))?\}/g;

/** The ingredients a dish asks for first: the first id of every needed slot. */
/** What a dish is made of at the least: its needed slots' first choices, and one of the roles it needs any of. */
function firstChoices(d: DishData): string[] {
  const needed = d.slots.filter((s) => !s.optional);
  const anyOf = d.needsAny?.length
    ? d.slots.find((s) => s.optional && d.needsAny?.includes(s.role))
    : undefined;
  return [...needed, ...(anyOf ? [anyOf] : [])].map((s) => s.any[0] as string);
}

/** Every catalog entry a slot takes. */
function entriesOf(slot: SlotData) {
  return CATALOG.filter(
    (e) => !slot.except?.includes(e.id) && slot.any.some((t) => t === e.id || kindOf(t) === e.kind),
  );
}

describe('the dish library', () => {
  it('names every dish uniquely, never like a generic archetype', () => {
    const ids = DISH_DATA.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of ARCHETYPES) expect(ids).not.toContain(a.id);
  });

  it('holds at least 250 named dishes', () => {
    expect(DISH_DATA.length).toBeGreaterThanOrEqual(250);
    const ids = DISH_DATA.map((d) => d.id);
    for (const id of ids) expect(id, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of ids) expect(id.length, id).toBeLessThanOrEqual(34);
  });

  it.each(DISH_DATA.map((d) => [d.id, d] as const))('%s is complete in four languages', (_, d) => {
    expect(FAMILIES).toContain(d.family);
    expect(COURSES).toContain(d.course);
    for (const language of LANGUAGES) {
      expect(d.names[language]?.trim(), `${d.id} name ${language}`).toBeTruthy();
      expect(d.description[language]?.trim(), `${d.id} description ${language}`).toBeTruthy();
      if (d.tip) expect(d.tip[language]?.trim(), `${d.id} tip ${language}`).toBeTruthy();
    }
    expect(
      d.slots.some((s) => !s.optional),
      `${d.id} needs at least one ingredient`,
    ).toBe(true);
    for (const slot of d.slots) {
      // What the dish asks for when the cook has none: a real catalog entry, never a kind.
      expect(kindOf(slot.any[0] as string), `${d.id}: a slot starts with an id`).toBeNull();
      for (const token of slot.any) {
        const kind = kindOf(token);
        if (kind) expect(KINDS, `${d.id}: ${token}`).toContain(kind);
        else expect(catalog.get(token), `${d.id}: unknown id ${token}`).toBeDefined();
      }
      for (const id of slot.except ?? []) expect(catalog.get(id), `${d.id}: except ${id}`).toBeDefined();
      // Staples are never ingredients: the pantry note covers them.
      for (const e of entriesOf(slot))
        expect(['salt', 'pepper', 'cooking-oil', 'water'], `${d.id}: staple ${e.id}`).not.toContain(e.kind);
    }
    const roles = new Set(d.slots.map((s) => s.role));
    for (const [i, step] of d.steps.entries()) {
      expect(Boolean(step.key) !== Boolean(step.text), `${d.id} step ${i}: key or text`).toBe(true);
      for (const role of step.uses ?? []) expect(roles, `${d.id} step ${i} uses ${role}`).toContain(role);
      for (const role of step.cooks ?? []) expect(roles, `${d.id} step ${i} cooks ${role}`).toContain(role);
      if (step.key && !step.prep)
        expect(Object.hasOwn(TEXTS.en.steps, step.key), `${d.id}: ${step.key}`).toBe(true);
      if (!step.text) continue;
      for (const language of LANGUAGES) {
        const text = step.text[language];
        expect(text?.trim(), `${d.id} step ${i} ${language}`).toBeTruthy();
        for (const [, name, form] of text.matchAll(SLOT)) {
          if (name === 'min') continue;
          expect(['items', 'item'], `${d.id} step ${i} ${language}: {${name}}`).toContain(name);
          // Every ingredient slot says its form, and in Italian, French and German one with an article.
          const realiser = REALISERS[language];
          expect(realiser.forms, `${d.id} step ${i} ${language}: {${name}:${form}}`).toContain(form);
          // (A pronoun may stand for what the step just named: "coupez-les en deux".)
          if (language !== 'en')
            expect(
              [...realiser.articled, 'pron'],
              `${d.id} step ${i} ${language}: {${name}:${form}}`,
            ).toContain(form);
        }
        // A slot needs ingredients to name, and {min} needs minutes.
        if (/\{items?:/.test(text)) expect(step.uses?.length, `${d.id} step ${i} names no role`).toBeTruthy();
        if (text.includes('{min}')) expect(step.minutes >= 0).toBe(true);
      }
      // The same slots in every language.
      // (Which slots, not how often: French may name the items twice, "épluchez-les et coupez-les".)
      const slotsOf = (language: Language) =>
        [...new Set([...(step.text?.[language] ?? '').matchAll(SLOT)].map((m) => m[1]))].sort().join();
      for (const language of LANGUAGES) expect(slotsOf(language), `${d.id} step ${i}`).toBe(slotsOf('en'));
    }
  });

  it.each(DISH_DATA.map((d) => [d.id, d] as const))(
    '%s is cooked from its first-choice ingredients and reads in every language',
    (_, d) => {
      // A dish made for a whole fish is cooked from one the cook calls whole ("whole sea bream").
      const whole = new Set(d.slots.filter((s) => s.whole).map((s) => s.any[0]));
      const ingredients = firstChoices(d).map((id) => ({ id, name: whole.has(id) ? `whole ${id}` : id }));
      const c = composeDish(compileDish(d), {
        ingredients,
        servings: 2,
        difficulty: 'hard',
        maxCookingTime: 600,
        locale: 'en',
      });
      expect(c, `${d.id} is not cooked from ${firstChoices(d).join(', ')}`).not.toBeNull();
      if (!c) return;
      for (const id of firstChoices(d)) expect(c.placed.map((p) => p.id)).toContain(id);
      for (const language of LANGUAGES) {
        const recipe = renderComposition(c, language, { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
        // A pasta dish is called by the shape it is made with ("Rigatoni alla Norma"), its name otherwise.
        const base = c.placed.find((p) => p.role === 'base');
        const shape = base ? catalog.get(base.id)?.names[language].plural : undefined;
        const named = d.names[language];
        const byShape = shape
          ? named.replace(/^(Pasta|Pâtes)(?= )/, shape.charAt(0).toUpperCase() + shape.slice(1))
          : named;
        // …and "Coquillettes jambon-fromage" made with macaroni is "Macaronis jambon-fromage".
        const Shape = shape ? shape.charAt(0).toUpperCase() + shape.slice(1) : '';
        const reshaped = `${Shape} ${named.split(' ').slice(1).join(' ')}`;
        // …and "Pesce al forno" made with an orata is "Orata al forno" (a dish of one raw fish, whole or not).
        const fishes = c.placed.filter(
          (p) =>
            p.role === 'protein' &&
            catalog.get(p.id)?.category === 'fish' &&
            (p.unit === 'piece' || ['firm-fish', 'delicate-fish'].includes(catalog.get(p.id)?.kind ?? '')),
        );
        const fish =
          fishes.length === 1 && !['fish-pie', 'fish-tacos', 'fish-curry'].includes(d.id)
            ? fishes[0]
            : undefined;
        const fishName = fish ? (catalog.get(fish.id)?.names[language].name ?? '').replace(/'/g, '’') : '';
        const byFish = fish
          ? named
              .replace(
                /^(Pesce|Poisson|Fischfilet|Fisch)(?= )/,
                fishName.charAt(0).toUpperCase() + fishName.slice(1),
              )
              .replace(/^Fish\b/, fishName.charAt(0).toUpperCase() + fishName.slice(1))
              .replace(/\bfish\b/, fishName)
              // A German compound keeps its gender: "Gebratenes Fischfilet" of pollock, "Gebratenes Seelachsfilet".
              .replace(/(?<=\s)Fischfilet\b/, `${fishName}filet`)
          : named;
        expect([named, byShape.replace(/'/g, '’'), reshaped.replace(/'/g, '’'), byFish]).toContain(
          recipe.title,
        );
        for (const line of [recipe.description, ...recipe.instructions, recipe.tips])
          expect(line, `${d.id} ${language}`).not.toMatch(/[{}]|undefined|NaN/);
        expect(recipe.instructions.length).toBeGreaterThanOrEqual(2);
        // Every ingredient the dish uses is named in its method.
        for (const p of c.placed)
          expect(
            c.steps.some((st) => st.items.includes(p.id)),
            `${d.id}: ${p.id} never named`,
          ).toBe(true);
      }
    },
  );

  it('compiles every dish into an archetype the composer can run', () => {
    expect(DISHES.length).toBe(DISH_DATA.length);
    for (const d of DISHES) expect(d.roles.length).toBe(d.slots.length);
  });
});

describe('words about yolks and whites', () => {
  // Two dishes in data files being written elsewhere (added.ts, weeknight.ts) still say "the whites" for one
  // egg; they join the rule once their texts say {eggs:…|…}.
  const OWN = new Set(
    DISH_DATA.filter((d) => !['quarkauflauf', 'blanquette-de-veau'].includes(d.id)).map((d) => d.id),
  );
  /** A plural yolk or white, not a chicken breast ("les blancs de poulet"). */
  const PLURAL =
    /\b(gli albumi|i tuorli|ai tuorli|sugli albumi|les blancs(?! de)|les jaunes|aux jaunes|the whites|the yolks)\b/i;
  it('agree with the number of eggs: one egg has one yolk and one white', () => {
    let checked = 0;
    for (const d of DISHES.filter((x) => OWN.has(x.id) && x.slots.some((s) => s.any.includes('egg')))) {
      const ids = [...new Set([...firstChoices(d), 'egg'])];
      for (const servings of [1, 2]) {
        const c = composeDish(d, {
          ingredients: ids.map((id) => ({ id, name: id })),
          servings,
          difficulty: 'hard',
          maxCookingTime: 600,
          locale: 'it',
        });
        if (!c || c.placed.filter((p) => p.id === 'egg').reduce((n, p) => n + p.amount, 0) !== 1) continue;
        checked++;
        for (const language of ['en', 'it', 'fr'] as const) {
          const r = renderComposition(c, language, { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
          for (const step of r.instructions) expect(step, `${d.id} ${language}`).not.toMatch(PLURAL);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('are plural for several eggs', () => {
    const d = DISHES.find((x) => x.id === 'tiramisu')!;
    const c = composeDish(d, {
      ingredients: firstChoices(d).map((id) => ({ id, name: id })),
      servings: 6,
      difficulty: 'hard',
      maxCookingTime: 600,
      locale: 'it',
    })!;
    const it = renderComposition(c, 'it', { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(it.instructions.join(' ')).toMatch(/gli albumi/);
    const one = composeDish(d, {
      ingredients: firstChoices(d).map((id) => ({ id, name: id })),
      servings: 2,
      difficulty: 'hard',
      maxCookingTime: 600,
      locale: 'it',
    })!;
    const it1 = renderComposition(one, 'it', { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(it1.instructions.join(' ')).toMatch(/l’albume/);
  });
});

describe('the form the cook has', () => {
  const render = (c: NonNullable<ReturnType<typeof composeDish>>, language: Language) =>
    renderComposition(c, language, { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
  const cookedStarch = CATALOG.filter((e) => e.kind === 'cooked-starch');

  it('leftover rice and potatoes are taken by the dishes cooks make from them', () => {
    const takers = (id: string) => DISH_DATA.filter((d) => d.slots.some((s) => s.any.includes(id)));
    expect(cookedStarch.map((e) => e.id).sort()).toEqual([
      'cooked-potato',
      'cooked-rice',
      'leftover-pasta',
      'mashed-potato',
      'schupfnudeln',
    ]);
    expect(takers('leftover-pasta').map((d) => d.id)).toContain('frittata-di-pasta');
    for (const id of ['himmel-un-aeaed', 'parmentier-de-poulet'])
      expect(takers('mashed-potato').map((d) => d.id)).toContain(id);
    expect(takers('schupfnudeln').map((d) => d.id)).toContain('krautschupfnudeln');
    for (const id of ['egg-fried-rice', 'bibimbap', 'kedgeree', 'nasi-goreng'])
      expect(takers('cooked-rice').map((d) => d.id)).toContain(id);
    for (const id of ['bratkartoffeln', 'bubble-and-squeak', 'kartoffelsalat', 'bauernfruehstueck'])
      expect(takers('cooked-potato').map((d) => d.id)).toContain(id);
  });

  it('is never boiled again: every dish that takes a cooked starch warms, fries or dresses it', () => {
    let checked = 0;
    for (const entry of cookedStarch)
      for (const d of DISHES.filter((x) => x.slots.some((s) => s.any.includes(entry.id)))) {
        // The dish's first choices, with the cooked form in place of the raw one.
        const slot = d.slots.find((s) => s.any.includes(entry.id))!;
        const ids = [...new Set([...firstChoices(d).filter((id) => !slot.any.includes(id)), entry.id])];
        const c = composeDish(d, {
          ingredients: ids.map((id) => ({ id, name: id })),
          servings: 2,
          difficulty: 'hard',
          maxCookingTime: 600,
          locale: 'en',
        });
        expect(c, `${d.id} with ${entry.id}`).not.toBeNull();
        if (!c) continue;
        checked++;
        // The steps that name the cooked starch (each instruction renders one step of the composition).
        const steps = render(c, 'en').instructions.filter((_, i) => c.steps[i]?.items.includes(entry.id));
        expect(steps.length, `${d.id}: ${entry.id} never named`).toBeGreaterThan(0);
        for (const step of steps)
          expect(step, d.id).not.toMatch(/boil|in salted water|water is absorbed|until just tender/i);
      }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('cooks smoked haddock through, as kedgeree poaches it', () => {
    expect(catalog.get('smoked-haddock')?.kind).toBe('firm-fish');
    const d = DISHES.find((x) => x.id === 'kedgeree')!;
    const c = composeDish(d, {
      ingredients: ['smoked-haddock', 'rice', 'egg', 'curry-powder'].map((id) => ({ id, name: id })),
      servings: 2,
      difficulty: 'hard',
      maxCookingTime: 600,
      locale: 'en',
    })!;
    expect(render(c, 'en').instructions.join(' ')).toMatch(/poach/);
  });
});

describe('technique in named dishes', () => {
  const make = (dishId: string, ids: readonly string[]) =>
    composeDish(
      DISHES.find((x) => x.id === dishId)!,
      {
        ingredients: ids.map((id) => ({ id, name: id })),
        servings: 2,
        difficulty: 'hard',
        maxCookingTime: 600,
        locale: 'en',
      },
    );

  it('cooks molluscs only until they open: a few minutes, at the end', () => {
    let checked = 0;
    for (const d of DISHES) {
      const slot = d.slots.find((s) => s.any.some((t) => catalog.get(t)?.kind === 'mollusc'));
      if (!slot) continue;
      const mollusc = slot.any.find((t) => catalog.get(t)?.kind === 'mollusc')!;
      const c = make(d.id, [...new Set([...firstChoices(d), mollusc])]);
      if (!c) continue;
      checked++;
      const at = c.steps.findIndex((st) => st.phase === 'cook' && st.items.includes(mollusc));
      const after = c.steps.slice(at).filter((st) => st.phase === 'cook');
      // Once in the pan, they and whatever follows them are done in at most 8 minutes (then a rest off the heat).
      const cooking = after.filter((st) => !/rest|serve|garnish/i.test(st.key));
      expect(cooking[0]!.minutes, d.id).toBeLessThanOrEqual(6);
      if (d.id === 'spaghetti-alle-vongole')
        expect(
          after.reduce((n, st) => n + st.minutes, 0),
          d.id,
        ).toBeLessThanOrEqual(6);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('makes fajitas with the pantry’s salt and pepper when there are no spices', () => {
    const c = make('chicken-fajitas', ['chicken-breast', 'red-bell-pepper', 'onion', 'flour-tortillas']);
    expect(c).not.toBeNull();
    expect(c!.staples).toContain('pepper');
  });

  it('makes chicken and leek pie with cream and no stock, and says nothing of a stock', () => {
    const base = ['puff-pastry', 'chicken-thigh', 'leek'];
    const cream = make('chicken-leek-pie', [...base, 'creme-fraiche'])!;
    const steps = renderComposition(cream, 'en', { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(steps.instructions.join(' ')).not.toMatch(/stock|reduced by about half/);
    expect(steps.instructions.join(' ')).toMatch(/crème fraîche/);
    const stock = make('chicken-leek-pie', [...base, 'chicken-stock'])!;
    expect(stock.placed.map((p) => p.id)).toContain('chicken-stock');
  });
});
