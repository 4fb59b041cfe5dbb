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
