/**
 * Grammar facts per catalog entry and language, written as short codes in catalog/grammar/<language>.ts so
 * that the four tables stay readable side by side. The realisation modules (composer/realise) turn them into
 * articles, prepositions, agreement and case.
 *
 * Number, in every language:
 *   c  countable: "the onion" for one, "the onions" for several (and in dish names)
 *   m  mass: always the singular name ("the rice", "il riso", "le riz", "der Reis")
 *   p  always plural: the plural name in every use ("the lentils", "gli spinaci", "les épinards", "die Linsen")
 *
 * en: number only: "c" | "m" | "p".
 * it: gender m|f, number, then optional flags:
 *     F    the plural is feminine though the singular is masculine (uovo → le uova)
 *     !lo  always lo/gli/l' (a foreign word the phonology rule gets wrong, e.g. "yogurt" → lo yogurt)
 *     !il  always il/i (e.g. "würstel" → il würstel, "whisky" → il whisky)
 *     Elision and lo/gli are otherwise derived from the spelling (l'aglio, lo zucchero, gli spinaci).
 * fr: gender m|f, number, then "h" when the word starts with an aspirated h (le haricot, les hauts de cuisse):
 *     no elision and no liaison. Elision before a vowel or a mute h is otherwise derived (l'ail, de l'huile).
 * de: gender m|f|n, number. The plural is the catalog's plural name; the dative plural adds -n where German
 *     does; adjectives written before the noun ("rote Zwiebel") are declined from the gender.
 */
export type Gender = 'm' | 'f' | 'n';
export type GrammaticalNumber = 'count' | 'mass' | 'plural';

export interface EntryGrammar {
  en: { number: GrammaticalNumber };
  it: { gender: 'm' | 'f'; number: GrammaticalNumber; pluralFeminine: boolean; article?: 'lo' | 'il' };
  fr: { gender: 'm' | 'f'; number: GrammaticalNumber; aspirate: boolean };
  de: { gender: Gender; number: GrammaticalNumber };
}

const NUMBER: Record<string, GrammaticalNumber> = { c: 'count', m: 'mass', p: 'plural' };

export const GRAMMAR_CODE = {
  en: /^[cmp]$/,
  it: /^[mf][cmp]F?(!lo|!il)?$/,
  fr: /^[mf][cmp]h?$/,
  de: /^[mfn][cmp]$/,
} as const;

/** Reads the four codes of one entry; throws on a malformed code (the catalog test reads every entry). */
export function parseGrammar(codes: { en: string; it: string; fr: string; de: string }): EntryGrammar {
  for (const language of ['en', 'it', 'fr', 'de'] as const)
    if (!GRAMMAR_CODE[language].test(codes[language]))
      throw new Error(`grammar: bad ${language} code "${codes[language]}"`);
  const article = codes.it.includes('!lo') ? 'lo' : codes.it.includes('!il') ? 'il' : undefined;
  return {
    en: { number: NUMBER[codes.en] as GrammaticalNumber },
    it: {
      gender: codes.it[0] as 'm' | 'f',
      number: NUMBER[codes.it[1] as string] as GrammaticalNumber,
      pluralFeminine: codes.it.includes('F'),
      ...(article ? { article } : {}),
    },
    fr: {
      gender: codes.fr[0] as 'm' | 'f',
      number: NUMBER[codes.fr[1] as string] as GrammaticalNumber,
      aspirate: codes.fr.includes('h'),
    },
    de: { gender: codes.de[0] as Gender, number: NUMBER[codes.de[1] as string] as GrammaticalNumber },
  };
}
