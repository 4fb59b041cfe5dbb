import { normalizeName } from '../catalog/normalize';
import type { CatalogEntry, IngredientKind, IngredientUnit } from '../catalog/types';

/** A kitchen-sensible number for an amount: grams to 5/10/25, pieces to halves up to one then whole, spoons to halves. */
export function roundAmount(amount: number, unit: IngredientUnit): number {
  if (unit === 'g' || unit === 'ml') {
    if (amount < 10) return Math.max(1, Math.round(amount));
    const step = amount <= 50 ? 5 : amount <= 300 ? 10 : 25;
    return Math.round(amount / step) * step;
  }
  // Nobody measures half a pinch, half a clove, half a slice, half a leaf or half a stick of celery.
  if (unit === 'pinch' || unit === 'clove' || unit === 'slice' || unit === 'leaf' || unit === 'stalk')
    return Math.max(1, Math.round(amount));
  // Half a lemon or half an avocado, yes; but three and a half potatoes or one and a half onions, no.
  if (unit === 'piece' && amount > 1.25) return Math.round(amount);
  return Math.max(0.5, Math.round(amount * 2) / 2);
}

/**
 * Seasonings do not scale with the pot: twice the servings take less than twice the spice. They scale from
 * a two-serving reference by servings^0.7 (8 servings: about 5 times the two-serving amount, not 8), as
 * cooks and cookbook scaling tables do.
 */
const SEASONING_KINDS = new Set<IngredientKind>([
  'spice',
  'dried-herb',
  'woody-herb',
  'chili',
  'aromatic-root',
  'paste',
  'sauce',
  'vinegar',
  'leavening',
  'baking-flavour',
  'flavour-oil',
]);
const REFERENCE_SERVINGS = 2;
export const SEASONING_EXPONENT = 0.7;

/** How many servings' worth of a seasoning (or of cooking oil) a dish for `servings` takes. */
export function seasoningServings(servings: number): number {
  return REFERENCE_SERVINGS * (servings / REFERENCE_SERVINGS) ** SEASONING_EXPONENT;
}

/** The amount for `servings`, scaled from the catalog's typical amount per serving. */
export function scaledAmount(entry: CatalogEntry, servings: number, share = 1): number {
  const portions = SEASONING_KINDS.has(entry.kind) ? seasoningServings(servings) : servings;
  const raw = entry.perServing * share * portions;
  // Whole eggs and similar countables are never halved.
  if (entry.unit === 'piece' && entry.category === 'eggs') return Math.max(1, Math.round(raw));
  return roundAmount(raw, entry.unit);
}

export function gramsOf(entry: CatalogEntry, amount: number): number {
  return amount * entry.gramsPerUnit;
}

/** A number as a cook reads it: 0.5 → "½", 1.5 → "1½", 2 → "2". */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const half = amount - whole >= 0.5;
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** Words that count before a food's name, in the four languages: "half a leek", "una carota", "zwei Zwiebeln". */
const COUNT_WORDS: ReadonlyArray<[RegExp, number]> = [
  [
    /^(half (a |an )?|a half |mezz[oa] |mezz |une? demi |demi |la moitie d (un |une )?|eine? halbe[rs]? |halbe[rs]? )/,
    0.5,
  ],
  [/^(a |an |one |1 |un |una |uno |une |ein |eine |einen )/, 1],
  [/^(two |2 |due |deux |zwei )/, 2],
  [/^(three |3 |tre |trois |drei )/, 3],
  [/^(four |4 |quattro |quatre |vier )/, 4],
];
/** Containers and weights: "a tin of", "2 Dosen", "500 g" say nothing of how many pieces there are. */
const NOT_PIECES =
  /\b(tins?|cans?|packs?|packets?|bags?|box(es)?|jars?|tubs?|bottles?|blocks?|cartons?|punnets?|bunch(es)?|slices?|scatol\w*|confezion\w*|barattol\w*|bust\w*|vaschett\w*|pacc\w*|lattin\w*|mazz\w*|bottigli\w*|sacchett\w*|panett\w*|fett\w*|boites?|paquets?|sachets?|pots?|barquettes?|bouteilles?|bottes?|tranches?|briques?|bocaux|bocal|dosen?|packung\w*|glas|glaser|beutel|becher|flaschen?|bund|schalen?|tuten?|packchen|scheiben?|g|kg|ml|cl|l|lb|oz)\b/;

/**
 * How many of a countable food the cook typed, or null when the name does not say: "half a leek" 0.5, "una
 * carota" 1, "2 courgettes" 2; "a tin of tomatoes" and "500 g potatoes" say nothing of pieces.
 */
export function typedCount(name: string): number | null {
  const raw = name.trim().toLowerCase();
  if (/^(½|1\/2)\s/.test(raw)) return 0.5;
  const text = `${normalizeName(raw)} `;
  if (NOT_PIECES.test(text)) return null;
  for (const [pattern, count] of COUNT_WORDS) if (pattern.test(text)) return count;
  return null;
}
