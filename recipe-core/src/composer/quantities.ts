import type { CatalogEntry, IngredientUnit } from '../catalog/types';

/** A kitchen-sensible number for an amount: grams to 5/10/25, pieces to halves, spoons to halves. */
export function roundAmount(amount: number, unit: IngredientUnit): number {
  if (unit === 'g' || unit === 'ml') {
    if (amount < 10) return Math.max(1, Math.round(amount));
    const step = amount <= 50 ? 5 : amount <= 300 ? 10 : 25;
    return Math.round(amount / step) * step;
  }
  if (unit === 'pinch') return Math.max(1, Math.round(amount));
  return Math.max(0.5, Math.round(amount * 2) / 2);
}

/** The amount for `servings`, scaled from the catalog's typical amount per serving. */
export function scaledAmount(entry: CatalogEntry, servings: number, share = 1): number {
  const raw = entry.perServing * share * servings;
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
