import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, type Difficulty, type Language } from '@avanzo/sync-protocol';
import { CATALOG, catalog } from '../catalog/index';
import { STAPLE_KINDS, type IngredientKind } from '../catalog/kinds';
import type { CatalogEntry } from '../catalog/types';
import { ARCHETYPES } from './archetypes2';
import { compose, fits } from './compose';
import { DISHES } from './dishes/index';
import { renderComposition } from './render';
import { REALISERS } from './realise/index';
import { cookRange, type Method } from './technique';
import { TEXTS } from './texts/index';
import type { ComposeRequest, Composition } from './types';

/**
 * Rules every composed recipe follows, checked over the everyday fridges, real ingredient lists and random
 * sets, in all four languages. They follow from the kinds and the grammar, never from expected outputs.
 */
const here = dirname(fileURLToPath(import.meta.url));
const shared = join(here, '..', '..', '..', '..', 'shared', 'data');
const fridges = (
  JSON.parse(readFileSync(join(shared, 'everyday-fridges.json'), 'utf8')) as {
    fridges: Array<{ lang: Language; items: string[] }>;
  }
).fridges;
const lists = (
  JSON.parse(readFileSync(join(shared, 'real-ingredient-lists.json'), 'utf8')) as { lists: string[][] }
).lists;

const PREFS: Array<Pick<ComposeRequest, 'servings' | 'difficulty' | 'maxCookingTime'>> = [
  { servings: 2, difficulty: 'easy', maxCookingTime: 30 },
  { servings: 4, difficulty: 'medium', maxCookingTime: 60 },
  { servings: 4, difficulty: 'hard', maxCookingTime: 120 },
];

interface Case {
  label: string;
  composition: Composition;
}

function cases(): Case[] {
  const out: Case[] = [];
  const sets: Array<{ label: string; names: string[] }> = [
    ...fridges.map((f, i) => ({ label: `fridge ${i + 1}`, names: f.items })),
    ...lists.filter((_, i) => i % 4 === 0).map((l, i) => ({ label: `list ${i * 4}`, names: l })),
  ];
  for (const { label, names } of sets)
    for (const prefs of PREFS)
      for (const composition of compose({
        ingredients: names.map((name) => ({ id: null, name })),
        locale: 'en',
        ...prefs,
      }))
        out.push({ label: `${label} ${prefs.maxCookingTime} min: ${composition.archetype}`, composition });
  return out;
}
const CASES = cases();
const entry = (id: string) => catalog.get(id) as CatalogEntry;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The archetype's step a rendered step comes from: "brownProtein@mince" and "tray.roast.before" are theirs. */
const baseKey = (key: string) => (key.split('@')[0] as string).replace(/\.before$/, '');

describe('the rules hold over everyday fridges and real lists', () => {
  it('composes enough recipes to judge', () => {
    expect(CASES.length).toBeGreaterThan(300);
  });

  it('never lists a staple, nor names one in a title', () => {
    for (const { label, composition } of CASES) {
      for (const p of composition.placed) expect(STAPLE_KINDS.has(entry(p.id).kind), label).toBe(false);
      for (const language of LANGUAGES) {
        const recipe = renderComposition(composition, language, {
          id: 'x',
          createdAt: '2026-01-01T00:00:00Z',
        });
        const staples = Object.values(TEXTS[language].staples).map((s) => s.toLowerCase());
        for (const word of staples)
          expect(recipe.title, `${label} ${language}`).not.toMatch(
            new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu'),
          );
        for (const line of recipe.ingredients)
          expect(staples.includes(line.name.toLowerCase()), `${label} ${language}: ${line.name}`).toBe(false);
      }
    }
  });

  it('cooks every ingredient at least as long as its kind needs, and a quick one no longer than it takes', () => {
    const problems: string[] = [];
    for (const { label, composition } of CASES) {
      const archetype = [...ARCHETYPES, ...DISHES].find((a) => a.id === composition.archetype)!;
      for (const p of composition.placed) {
        // A named dish may fill one role from several slots: the one that takes this ingredient.
        const spec = archetype.roles.find((r) => r.role === p.role && fits(r, entry(p.id)))!;
        if (!spec.cook) continue;
        const method = spec.cook[0] as Method;
        const e = entry(p.id);
        const range = cookRange(e, method) ?? cookRange(e, 'warm');
        expect(range, `${label}: ${p.id} cannot be cooked by ${method}`).not.toBeNull();
        const late = composition.steps.find((st) => st.key.startsWith('late.') && st.items.includes(p.id));
        const cookKeys = new Set(
          archetype.steps.filter((st) => st.cooks?.includes(p.role)).map((st) => st.key),
        );
        // A pot keeps cooking while what goes in late cooks: the late steps right after a step count for it.
        let minutes = 0;
        if (late) minutes = late.minutes;
        else
          composition.steps.forEach((st, i) => {
            if (!cookKeys.has(baseKey(st.key))) return;
            minutes += st.minutes;
            for (let j = i + 1; composition.steps[j]?.key.startsWith('late.'); j++)
              minutes += composition.steps[j]!.minutes;
          });
        const [min, max] = range!;
        if (minutes < min) problems.push(`${label}: ${p.id} (${e.kind}) ${minutes} min < ${min}`);
        if (late && minutes > max)
          problems.push(`${label}: ${p.id} (${e.kind}) late ${minutes} min > ${max}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never gives whole birds, stewing cuts or octopus less than their long cooking', () => {
    for (const { label, composition } of CASES)
      for (const p of composition.placed) {
        const kind = entry(p.id).kind;
        if (kind === 'whole-bird' || kind === 'stewing-meat' || kind === 'octopus')
          expect(composition.time.cook, label).toBeGreaterThanOrEqual(kind === 'whole-bird' ? 75 : 60);
      }
  });
});

/** Verbs a kind must never receive, read from the English step text (prep steps name one kind of work). */
const FORBIDDEN: Array<{ verb: RegExp; kinds: readonly IngredientKind[]; prepOnly?: boolean }> = [
  {
    verb: /\bwash/i,
    prepOnly: true,
    kinds: [
      'egg',
      'egg-part',
      'mince',
      'poultry',
      'red-meat',
      'stewing-meat',
      'sausage',
      'bacon',
      'cured-meat',
      'cooked-meat',
      'firm-fish',
      'delicate-fish',
      'smoked-fish',
      'canned-fish',
      'preserved-veg',
      'cooked-pulse',
      'sauce',
      'paste',
    ],
  },
  {
    verb: /\b(cut|chop|slice|dice)\b/i,
    kinds: ['egg', 'egg-part', 'mince', 'cooked-pulse', 'sauce', 'paste'],
    prepOnly: true,
  },
  { verb: /\b(cut|slice|dice)\b/i, kinds: ['canned-fish'], prepOnly: true },
  {
    verb: /\b(peel)\b/i,
    kinds: ['egg', 'mince', 'poultry', 'red-meat', 'canned-fish', 'cooked-pulse', 'leafy-green'],
    prepOnly: true,
  },
  {
    verb: /\bdrain\b/i,
    kinds: ['egg', 'mince', 'poultry', 'red-meat', 'fruiting-veg', 'root', 'leafy-green'],
    prepOnly: true,
  },
  { verb: /\b(brown|sear|stir-fry|fry)\b/i, kinds: ['canned-fish', 'smoked-fish', 'yogurt', 'fresh-cheese'] },
  { verb: /\bblend/i, kinds: ['poultry', 'mince', 'sausage', 'bacon', 'red-meat', 'stewing-meat'] },
];

describe('technique follows the kind', () => {
  it('never washes an egg, chops a tin, peels meat, drains a tomato or blends a sausage', () => {
    const problems: string[] = [];
    for (const { label, composition } of CASES) {
      const recipe = renderComposition(composition, 'en', { id: 'x', createdAt: '2026-01-01T00:00:00Z' });
      const kinds = new Set(composition.placed.map((p) => entry(p.id).kind));
      composition.steps.forEach((step, i) => {
        const text = recipe.instructions[i] ?? '';
        // A step that names ingredients applies its verbs to them; one that names none (blend the soup)
        // applies to the whole dish.
        const applies = step.items.length ? step.items.map((id) => entry(id).kind) : [...kinds];
        for (const rule of FORBIDDEN)
          if (rule.verb.test(text) && (!rule.prepOnly || step.key.startsWith('prep.')))
            for (const kind of applies)
              if (rule.kinds.includes(kind)) problems.push(`${label}: "${text}" on ${kind}`);
      });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});

/** Articles and articulated prepositions an ingredient may follow in an Italian or French step. */
const ARTICLE_BEFORE: Record<'it' | 'fr', RegExp> = {
  it: /(?:^|[\s(])(?:il|lo|la|i|gli|le|l’|del|dello|della|dei|degli|delle|dell’|al|allo|alla|ai|agli|alle|all’|dal|dallo|dalla|dai|dagli|dalle|dall’|nel|nello|nella|nei|negli|nelle|nell’|sul|sullo|sulla|sui|sugli|sulle|sull’)\s?$/i,
  fr: /(?:^|[\s(])(?:le|la|les|l’|du|des|de la|de l’|au|aux|à la|à l’)\s?$/i,
};

describe('Italian and French steps give every ingredient its article', () => {
  for (const language of ['it', 'fr'] as const) {
    it(`${language}: every slot in a step carries an article, and every rendered mention follows one`, () => {
      for (const [key, text] of Object.entries(TEXTS[language].steps))
        for (const [, , form] of text.matchAll(/\{(items|item)(?::(\w+))?\}/g))
          // An ingredient slot carries its article; a pronoun standing for one just named ("coupez-les") may follow.
          expect([...REALISERS[language].articled, 'pron'], `${language} step ${key}: {…:${form}}`).toContain(
            form,
          );
      const problems: string[] = [];
      for (const { label, composition } of CASES) {
        const recipe = renderComposition(composition, language, {
          id: 'x',
          createdAt: '2026-01-01T00:00:00Z',
        });
        composition.steps.forEach((step, i) => {
          const text = recipe.instructions[i] ?? '';
          for (const id of step.items) {
            const names = entry(id).names[language];
            for (const name of [names.plural, names.name].map((n) => n.replace(/'/g, '’').toLowerCase())) {
              // Every whole-word occurrence (another ingredient's name may contain this one: "succo di limone").
              const starts = [
                ...text.toLowerCase().matchAll(new RegExp(`(?<![\\p{L}’])${escape(name)}(?![\\p{L}])`, 'gu')),
              ].map((m) => m.index);
              if (starts.length === 0) continue;
              // After "parsemez" the preposition takes no article: "Parsemez de comté et de ciboulette".
              const scattered = (before: string) =>
                language === 'fr' && /Parsemez (?:de |d’)/.test(text) && /(?:^|\s)(?:de |d’)$/.test(before);
              const articled = (at: number | undefined) =>
                ARTICLE_BEFORE[language].test(text.slice(0, at)) || scattered(text.slice(0, at));
              if (!starts.some(articled)) problems.push(`${label}: "${text}" (${name})`);
              break;
            }
          }
        });
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }

  it('German steps put every slot in a case with its article', () => {
    for (const [key, text] of Object.entries(TEXTS.de.steps))
      for (const [, , form] of text.matchAll(/\{(items|item)(?::(\w+))?\}/g))
        expect(REALISERS.de.articled, `de step ${key}: {…:${form}}`).toContain(form);
  });

  it('every template names its slots with a form the language knows', () => {
    for (const language of LANGUAGES) {
      const t = TEXTS[language];
      const groups = { titles: t.titles, descriptions: t.descriptions, steps: t.steps, tips: t.tips };
      for (const [group, texts] of Object.entries(groups))
        for (const [key, text] of Object.entries(texts))
          for (const [, , form] of text.matchAll(/\{(items|item)(?::(\w+))?\}/g))
            expect(REALISERS[language].forms, `${language} ${group}.${key}`).toContain(form);
    }
  });
});

describe('random ingredient sets', () => {
  it('keep every rule in every language (1,000 sets)', () => {
    const food = CATALOG.map((e) => e.id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...food), { minLength: 1, maxLength: 7 }),
        fc.constantFrom<Difficulty>('easy', 'medium', 'hard'),
        fc.constantFrom(15, 30, 60, 120),
        fc.constantFrom(...LANGUAGES),
        (set, difficulty, maxCookingTime, language) => {
          for (const composition of compose({
            ingredients: set.map((id) => ({ id, name: id })),
            servings: 2,
            difficulty,
            maxCookingTime,
            locale: language,
          })) {
            const archetype = [...ARCHETYPES, ...DISHES].find((a) => a.id === composition.archetype)!;
            for (const p of composition.placed) {
              const e = entry(p.id);
              expect(STAPLE_KINDS.has(e.kind)).toBe(false);
              const spec = archetype.roles.find((r) => r.role === p.role && fits(r, e))!;
              if (spec.cook) {
                const ok = cookRange(e, spec.cook[0]) ?? cookRange(e, 'warm');
                expect(ok, `${composition.archetype}: ${p.id} by ${spec.cook[0]}`).not.toBeNull();
              }
            }
            const recipe = renderComposition(composition, language, {
              id: 'x',
              createdAt: '2026-01-01T00:00:00Z',
            });
            for (const line of [recipe.title, ...recipe.instructions, recipe.tips ?? ''])
              expect(line, composition.archetype).not.toMatch(/\{|\}|undefined| {2}/);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
