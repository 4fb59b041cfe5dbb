import type { Language } from '@avanzo/sync-protocol';
import { DISH_BY_ID, LANGUAGES } from './dishes/index';
import { renderComposition } from './render';
import type { Composition } from './types';

// Whether a composed dish is one a cook listed as expected: the test over shared/data/everyday-fridges.json and
// bench/fridges.ts (any fridge file of that shape) judge the same way.

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
/**
 * One name's words all in the other's, and covering at least half of them: "tacos" is "Beef tacos", but a
 * one-word name does not match a long one ("soup" is not "Leek and potato soup").
 */
const within = (a: Set<string>, b: Set<string>) =>
  a.size > 0 && [...a].every((w) => b.has(w)) && a.size / b.size >= 0.5;

/** A named dish's names in every language and its aliases (none for an unknown id). */
export function dishNames(id: string): string[] {
  const dish = DISH_BY_ID.get(id);
  return dish ? [...LANGUAGES.map((l) => dish.names[l]), ...Object.values(dish.aliases).flat()] : [];
}

/** The names a cook would know a composed dish by: a named dish's names and aliases, or its rendered title. */
export function namesOf(c: Composition, language: Language): string[] {
  return DISH_BY_ID.has(c.archetype)
    ? dishNames(c.archetype)
    : [renderComposition(c, language, { id: 'x', createdAt: '' }).title];
}

/** A listed classic ("Spanish tortilla (tortilla de patatas)") matches a name when one's words hold the other's. */
export function isClassic(names: readonly string[], classics: readonly string[]): boolean {
  const wanted = classics.flatMap((c) => [c, ...c.split(/[()]/)]).map(words);
  return names.map(words).some((n) => wanted.some((w) => within(n, w) || within(w, n)));
}
