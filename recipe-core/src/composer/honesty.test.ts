import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@avanzo/sync-protocol';
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog/index';
import { compose, isStaple } from './compose';
import { DISH_BY_ID } from './dishes/index';
import { mainOf, weightOf } from './rank';
import { renderComposition } from './render';
import { cookRange } from './technique';
import type { Composition } from './types';

// What a cook would call filler, stated as rules and checked over real fridges: the 400 real ingredient lists
// and the 45 everyday fridges, at an evening's 60 minutes.

const here = dirname(fileURLToPath(import.meta.url));
const data = join(here, '..', '..', '..', '..', 'shared', 'data');
const { lists } = JSON.parse(readFileSync(join(data, 'real-ingredient-lists.json'), 'utf8')) as {
  lists: string[][];
};
const { fridges } = JSON.parse(readFileSync(join(data, 'everyday-fridges.json'), 'utf8')) as {
  fridges: Array<{ lang: Language; items: string[] }>;
};

interface Case {
  label: string;
  ids: string[];
  chosen: Composition[];
}

const CASES: Case[] = [
  ...lists.map((names, n) => ({ label: `list ${n + 1}`, names, lang: 'en' as Language })),
  ...fridges.map((f, n) => ({ label: `fridge ${n + 1}`, names: f.items, lang: f.lang })),
].map(({ label, names, lang }) => {
  const ids = [
    ...new Set(
      names
        .map((name) => catalog.match(name, lang))
        .filter((e) => e !== null && !isStaple(e))
        .map((e) => e!.id),
    ),
  ];
  const chosen = compose({
    ingredients: ids.map((id) => ({ id, name: id })),
    servings: 2,
    difficulty: 'medium',
    maxCookingTime: 60,
    locale: lang,
  });
  return { label, ids, chosen };
});

const entry = (id: string) => catalog.get(id)!;
const placedOf = (c: Composition) => c.placed.map((p) => entry(p.id));

describe('no filler among the three', () => {
  it('composes enough dishes to judge', () => {
    expect(CASES.reduce((n, c) => n + c.chosen.length, 0)).toBeGreaterThan(900);
  });

  it('a generic dish or a snack of one of the cook’s things stands beside others only for the main ingredient or when nothing else can cook', () => {
    const problems: string[] = [];
    for (const { label, ids, chosen } of CASES) {
      const main = new Set(mainOf(ids.map(entry)).map((e) => e.id));
      const substantial = (c: Composition) =>
        placedOf(c).filter((e) => ids.includes(e.id) && weightOf(e, main) >= 2);
      // What of substance the three cook between them: with two or more, each generic dish uses two.
      const cooked = new Set(chosen.flatMap((c) => substantial(c).map((e) => e.id)));
      if (cooked.size < 2) continue;
      for (const c of chosen) {
        const named = DISH_BY_ID.get(c.archetype);
        const snackOfOne = named?.course === 'snack' && c.placed.filter((p) => ids.includes(p.id)).length < 2;
        if ((named && !snackOfOne) || c.placed.some((p) => main.has(p.id))) continue;
        // Two of the cook's things (the onion with the courgette), one of them of substance.
        const theirs = c.placed.filter((p) => ids.includes(p.id)).length;
        if (theirs < 2 || substantial(c).length === 0)
          problems.push(`${label}: ${c.archetype} of ${c.placed.map((p) => p.id)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a smoothie has fruit, a yogurt bowl more than yogurt, a toast is bread', () => {
    const problems: string[] = [];
    for (const { label, chosen } of CASES)
      for (const c of chosen) {
        const kinds = placedOf(c).map((e) => e.category);
        if (c.archetype === 'smoothie' && !c.placed.some((p) => p.role === 'fruit'))
          problems.push(`${label}: smoothie without fruit`);
        if (c.archetype === 'yogurt-bowl' && c.placed.length < 2)
          problems.push(`${label}: a bowl of plain ${kinds}`);
        if (
          c.archetype === 'toast' &&
          !c.placed.some((p) => p.role === 'base' && entry(p.id).kind === 'bread')
        )
          problems.push(`${label}: toast of ${c.placed.map((p) => p.id)}`);
      }
    expect(problems).toEqual([]);
  });

  it('a pan-fry or stir-fry of ham, salami, tinned fish or olives has a vegetable to cook with it', () => {
    const ready = new Set(['cooked-meat', 'cured-meat', 'canned-fish', 'smoked-fish', 'preserved-veg']);
    const problems: string[] = [];
    for (const { label, chosen } of CASES)
      for (const c of chosen) {
        if (c.archetype !== 'quick-pan' && c.archetype !== 'stir-fry') continue;
        const cooked = c.placed.filter((p) => p.role === 'protein' || p.role === 'vegetables');
        if (cooked.every((p) => ready.has(entry(p.id).kind)))
          problems.push(`${label}: ${c.placed.map((p) => p.id)}`);
      }
    expect(problems).toEqual([]);
  });

  it('a pan-fry puts what is already cooked in after the vegetables, and lifts browned meat out while they cook', () => {
    const problems: string[] = [];
    for (const { label, chosen } of CASES)
      for (const c of chosen) {
        if (c.archetype !== 'quick-pan' || !c.placed.some((p) => p.role === 'vegetables')) continue;
        const keys = c.steps.map((s) => s.key);
        const veg = keys.findIndex((k) => /^(sauteVeg|sauteVegAdd|quickpan\.vegFirst)/.test(k));
        const ready = keys.indexOf('quickpan.readyAdd');
        const brown = keys.findIndex((k) => k.startsWith('brownProtein'));
        if (ready >= 0 && ready < veg) problems.push(`${label}: warmed before the vegetables: ${keys}`);
        if (
          brown >= 0 &&
          brown < veg &&
          !(keys.includes('quickpan.liftOut') && keys.includes('quickpan.return'))
        )
          problems.push(`${label}: meat left in the pan with the vegetables: ${keys}`);
      }
    expect(problems).toEqual([]);
  });

  it('a salad is dressed with lemon or vinegar, not oil alone, and its tinned fish is drained', () => {
    const sharp = new Set(['lemon', 'lime', 'lemon-juice', 'salad-dressing']);
    let salads = 0;
    const problems: string[] = [];
    for (const { label, chosen } of CASES)
      for (const c of chosen) {
        if (c.archetype !== 'salad') continue;
        salads += 1;
        if (!c.placed.some((p) => sharp.has(p.id) || entry(p.id).kind === 'vinegar'))
          problems.push(`${label}: ${c.placed.map((p) => p.id)}`);
        for (const p of c.placed.filter((x) => entry(x.id).kind === 'canned-fish'))
          if (!c.steps.some((st) => st.key === 'prep.drain' && st.items.includes(p.id)))
            problems.push(`${label}: ${p.id} not drained`);
      }
    expect(salads).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('a pan-fry or stir-fry always has something that fries: never salad leaves alone', () => {
    const problems: string[] = [];
    for (const { label, chosen } of CASES)
      for (const c of chosen) {
        if (c.archetype !== 'quick-pan' && c.archetype !== 'stir-fry') continue;
        const fried = c.placed.filter((p) => p.role === 'protein' || p.role === 'vegetables');
        if (!fried.some((p) => cookRange(entry(p.id), 'pan') !== null))
          problems.push(`${label}: ${c.placed.map((p) => p.id)}`);
      }
    // The rocket and lamb's lettuce of a salad fridge make a green salad, not a pan of wilted leaves.
    const salad = compose({
      ingredients: ['rocket', 'lambs-lettuce', 'radish'].map((id) => ({ id, name: id })),
      servings: 2,
      difficulty: 'hard',
      maxCookingTime: 60,
      locale: 'en',
    });
    expect(salad.map((c) => c.archetype)).toContain('green-salad');
    expect(salad.map((c) => c.archetype)).not.toContain('quick-pan');
    expect(problems).toEqual([]);
  });

  it('a pan-fry with meat browns it before the garlic or onion go in', () => {
    const problems: string[] = [];
    for (const { label, chosen } of CASES)
      for (const c of chosen) {
        if (c.archetype !== 'quick-pan') continue;
        // (Fish and shellfish cook in minutes, and tinned beans or cooked meat only warm through: they go in
        // last, after the garlic.)
        const protein = c.steps.findIndex(
          (s) =>
            s.key.startsWith('brownProtein') &&
            !/@(fish|shellfish|mollusc|squid|ready|pulse|smoked)$/.test(s.key),
        );
        const aromatics = c.steps.findIndex(
          (s) => s.key === 'sweatAromatics' || s.key === 'quickpan.aromaticsAdd',
        );
        if (protein >= 0 && aromatics >= 0 && aromatics < protein)
          problems.push(`${label}: ${c.steps.map((s) => s.key)}`);
      }
    expect(problems).toEqual([]);
  });
});

describe('French word order', () => {
  it('names the ingredient before cutting it, never after the cut ("coupez-les en dés", not "coupez en dés les")', () => {
    const problems: string[] = [];
    for (const { label, chosen } of CASES.slice(0, 200))
      for (const c of chosen) {
        const recipe = renderComposition(c, 'fr', { id: 'x', createdAt: '2026-01-01T00:00:00Z' });
        for (const step of recipe.instructions)
          // ("Coupez en deux les pêches" is how French says it: halving is the exception.)
          if (
            /\b(?:coupez|taillez|déchirez) en (?!deux\b)[^,.;:]*? (?:les|la|le|l’)\s?[a-zœéèêàâîôûç]/i.test(
              step,
            )
          )
            problems.push(`${label}: ${step}`);
      }
    expect(problems).toEqual([]);
  });
});
