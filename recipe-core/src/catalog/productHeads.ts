import { normalizeName } from './normalize';
import type { CatalogEntry } from './types';

/**
 * Product heads: words that make a compound name a product of its own rather than the ingredient it is made
 * from ("vanilla ice cream" is ice cream, not vanilla; "cherry liqueur" is a liqueur; "succo di limone" is juice,
 * "Vanille Eis" is ice cream). Each group lists the spellings of one head (singular, plural, variants), already
 * normalised (normalizeName): lower case, no accents, "ß" as "ss".
 *
 * `match()` uses them so that a compound product maps to its own entry or to nothing, never to an ingredient it
 * contains (search.ts). The list is deliberately limited to words that are products in every use: words that
 * are also plain ingredients in some language are left out ("crème" and "panna" are cream, "fond" is an
 * artichoke bottom as well as a stock, French "thé" is English "the").
 */
export const PRODUCT_HEADS: readonly (readonly string[])[] = [
  // English
  ['ice cream', 'ice creams'],
  ['liqueur', 'liqueurs'],
  ['liquor', 'liquors'],
  ['juice', 'juices'],
  ['wine', 'wines'],
  ['vinegar', 'vinegars'],
  ['milk', 'milks'],
  ['butter', 'butters'],
  ['oil', 'oils'],
  ['sauce', 'sauces'],
  ['paste', 'pastes'],
  ['stock', 'stocks'],
  ['broth', 'broths'],
  ['bouillon', 'bouillons'],
  ['cube', 'cubes'],
  ['syrup', 'syrups'],
  ['jam', 'jams'],
  ['jelly', 'jellies'],
  ['marmalade', 'marmalades'],
  ['preserves'],
  ['extract', 'extracts'],
  ['essence', 'essences'],
  ['powder', 'powders'],
  ['flakes'],
  ['yogurt', 'yogurts', 'yoghurt', 'yoghurts', 'yogourt'],
  ['wafer', 'wafers'],
  ['cookie', 'cookies'],
  ['biscuit', 'biscuits'],
  ['cake', 'cakes'],
  ['chips', 'chip'],
  ['crisps'],
  ['soup', 'soups'],
  ['pie', 'pies'],
  ['pudding', 'puddings'],
  ['spread', 'spreads'],
  ['seasoning', 'seasonings'],
  ['mix', 'mixes'],
  ['dressing', 'dressings'],
  ['soda', 'sodas'],
  ['tea', 'teas'],
  ['sorbet', 'sorbets'],
  ['cracker', 'crackers'],
  ['sausage', 'sausages'],
  ['nugget', 'nuggets'],
  // Prepared products named by a word the plain ingredient also has: refried beans are not kidney beans.
  ['refried beans', 'refried bean'],
  ['baked beans'],
  // Italian
  ['gelato', 'gelati'],
  ['succo', 'succhi', 'spremuta'],
  ['liquore', 'liquori'],
  ['sciroppo', 'sciroppi'],
  ['salsa', 'salse', 'sugo'],
  ['dado', 'dadi'],
  ['brodo', 'brodi'],
  ['aceto'],
  ['latte'],
  ['burro'],
  ['olio'],
  ['vino', 'vini'],
  ['marmellata', 'marmellate', 'confettura', 'confetture'],
  ['estratto', 'essenza'],
  ['polvere'],
  ['biscotto', 'biscotti'],
  ['torta', 'torte'],
  ['budino', 'budini'],
  ['zuppa', 'minestra'],
  // French
  ['jus'],
  ['glace', 'glaces'],
  ['sirop', 'sirops'],
  ['confiture', 'confitures', 'gelee', 'marmelade'],
  ['vinaigre'],
  ['lait'],
  ['beurre'],
  ['huile'],
  ['vin', 'vins'],
  ['yaourt', 'yaourts'],
  ['soupe', 'potage'],
  ['gateau', 'gateaux'],
  ['poudre'],
  ['extrait'],
  ['pate'],
  // German (compounds are one word; these are the heads written apart: "Vanille Eis", "Thunfisch in Öl")
  ['saft', 'safte'],
  ['likor', 'likore'],
  ['eis'],
  ['sirup'],
  ['essig'],
  ['milch'],
  ['ol'],
  ['bruhe'],
  ['sosse', 'sossen', 'sose'],
  ['konfiture'],
  ['joghurt', 'jogurt'],
  ['pulver'],
  ['kuchen'],
  ['keks', 'kekse'],
  ['suppe'],
  ['tee'],
  ['wein'],
];

const HEAD_OF = new Map<string, readonly string[]>();
for (const group of PRODUCT_HEADS) for (const spelling of group) HEAD_OF.set(spelling, group);

/**
 * The product heads written in a text, as word runs of its normalised form, each reported by its group
 * (all its spellings). "2 cups vanilla ice cream" → [['ice cream', 'ice creams']].
 */
export function productHeadsIn(text: string): Array<readonly string[]> {
  const words = normalizeName(text).split(' ').filter(Boolean);
  const found = new Set<readonly string[]>();
  for (let i = 0; i < words.length; i++) {
    for (const size of [2, 1]) {
      if (i + size > words.length) continue;
      const group = HEAD_OF.get(words.slice(i, i + size).join(' '));
      if (group) found.add(group);
    }
  }
  return [...found];
}

/** Whether a normalised text is one spelling of a product head and nothing else ("jam", "ice cream", "stock"). */
export function isProductHead(text: string): boolean {
  return HEAD_OF.has(text);
}

const NAMES = new WeakMap<CatalogEntry, string[]>();

/** Every name, plural and synonym of an entry, in all four languages, normalised (computed once per entry). */
export function allNames(entry: CatalogEntry): string[] {
  let out = NAMES.get(entry);
  if (out) return out;
  out = [];
  for (const language of ['en', 'it', 'fr', 'de'] as const) {
    const names = entry.names[language];
    for (const raw of [names.name, names.plural, ...names.synonyms]) {
      const text = normalizeName(raw);
      if (text) out.push(text);
    }
  }
  NAMES.set(entry, out);
  return out;
}

/**
 * Whether a normalised name contains one spelling of a head: as a run of whole words ("orange juice" contains
 * "juice", "chocolate chip" contains "chips"), or as the last part of a German compound with at least three
 * letters before it ("orangensaft" contains "saft", "vanilleeis" contains "eis"; "reis" does not).
 */
export function nameContainsHead(name: string, head: readonly string[]): boolean {
  const padded = ` ${name} `;
  const words = name.split(' ');
  for (const spelling of head) {
    if (padded.includes(` ${spelling} `)) return true;
    if (!spelling.includes(' ')) {
      for (const word of words)
        if (word.length >= spelling.length + 3 && word.endsWith(spelling)) return true;
    }
  }
  return false;
}

/** Whether any of the entry's own names (any language) contains the head. */
export function entryHasHead(entry: CatalogEntry, head: readonly string[]): boolean {
  return allNames(entry).some((name) => nameContainsHead(name, head));
}
