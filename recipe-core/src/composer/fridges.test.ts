import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@avanzo/sync-protocol';
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog/index';
import { compose } from './compose';
import { DISH_BY_ID, LANGUAGES } from './dishes/index';
import { renderComposition } from './render';
import type { Composition } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '..', '..', '..', '..', 'shared', 'data', 'everyday-fridges.json');
interface Fridge {
  lang: Language;
  items: string[];
  main: string | null;
  classic: string[];
}
const { fridges } = JSON.parse(readFileSync(file, 'utf8')) as { fridges: Fridge[] };

/** Words that carry no dish: articles, "and", "with", prepositions, in the four languages. */
const STOP = new Set(
  (
    'and with the a of in on style ' +
    'e con di al alla alle allo ai agli il la le lo i gli del della delle dei degli in ' +
    'et au aux a la le les de du des d l en ' +
    'und mit der die das den dem nach art vom zum zur'
  ).split(' '),
);
/** A dish name's meaningful words, accents and plurals aside ("Tortilla de patatas" → tortilla, patata). */
function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter((w) => w && !STOP.has(w))
      .map((w) => (w.length > 4 ? w.replace(/(es|s)$/, '') : w)),
  );
}
/** One name's words all in the other's, and covering most of them (a one-word name does not match a long one). */
const within = (a: Set<string>, b: Set<string>) =>
  a.size > 0 && [...a].every((w) => b.has(w)) && a.size / b.size >= 0.6;

/** The names a cook would know a composed dish by: a named dish's names and aliases, or its rendered title. */
function namesOf(c: Composition, language: Language): string[] {
  const dish = DISH_BY_ID.get(c.archetype);
  if (!dish) return [renderComposition(c, language, { id: 'x', createdAt: '' }).title];
  return [...LANGUAGES.map((l) => dish.names[l]), ...Object.values(dish.aliases).flat()];
}

/** A listed classic ("Spanish tortilla (tortilla de patatas)") matches a name when one's words hold the other's. */
export function isClassic(names: readonly string[], classics: readonly string[]): boolean {
  const wanted = classics.flatMap((c) => [c, ...c.split(/[()]/)]).map(words);
  return names.map(words).some((n) => wanted.some((w) => within(n, w) || within(w, n)));
}

const PREFS = { servings: 2, difficulty: 'hard', maxCookingTime: 120 } as const;
function run(locale: Language) {
  let classic = 0;
  let withMain = 0;
  let mainHit = 0;
  let three = 0;
  const misses: string[] = [];
  for (const f of fridges) {
    const chosen = compose({ ingredients: f.items.map((name) => ({ id: null, name })), ...PREFS, locale });
    if (chosen.length === 3) three += 1;
    if (chosen.some((c) => isClassic(namesOf(c, f.lang), f.classic))) classic += 1;
    else misses.push(`${f.items.join(', ')} → ${chosen.map((c) => c.archetype).join(' / ')}`);
    if (f.main) {
      const main = catalog.match(f.main, f.lang);
      withMain += 1;
      if (main && chosen[0]?.placed.some((p) => p.id === main.id)) mainHit += 1;
    }
  }
  return {
    classic: classic / fridges.length,
    main: mainHit / withMain,
    three: three / fridges.length,
    misses,
  };
}

describe('everyday fridges (45, as typed) in every interface language', () => {
  it.each(LANGUAGES)(
    '%s: a listed classic among the three for at least 90 percent, the main ingredient first for 95 percent',
    (locale) => {
      const r = run(locale);
      console.log(
        `fridges ${locale}: classic ${(r.classic * 100).toFixed(1)} %, main in first ${(r.main * 100).toFixed(1)} %, three dishes ${(r.three * 100).toFixed(1)} %`,
      );
      if (r.misses.length) console.log(`  no classic:\n  ${r.misses.join('\n  ')}`);
      expect(r.classic).toBeGreaterThanOrEqual(0.9);
      expect(r.main).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('knows a classic when it sees one, and not otherwise', () => {
    expect(isClassic(['Spanish tortilla'], ['Spanish tortilla (tortilla de patatas)'])).toBe(true);
    expect(isClassic(['Tortilla de patatas'], ['Spanish tortilla (tortilla de patatas)'])).toBe(true);
    expect(isClassic(['Frittata di zucchine'], ['frittata di zucchine', 'zucchine alla parmigiana'])).toBe(
      true,
    );
    expect(isClassic(['Potato frittata'], ['Spanish tortilla (tortilla de patatas)'])).toBe(false);
    expect(isClassic(['Carrot soup'], ['carrot and ginger soup'])).toBe(true);
    expect(isClassic(['Pan-fried carrots'], ['beef and red wine stew', 'bœuf bourguignon'])).toBe(false);
  });
});
