import type { GrammaticalNumber } from '../../catalog/grammar';

/** "a, b and c" with the language's word for "and". */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Plural when the noun is plural-only, or countable and the cook has several. */
export function isPlural(number: GrammaticalNumber, many: boolean): boolean {
  return number === 'plural' || (number === 'count' && many);
}

/** Catalog names write a straight apostrophe ("olio d'oliva"); printed text uses the typographic one. */
export const typographic = (text: string) => text.replace(/'/g, '’');
