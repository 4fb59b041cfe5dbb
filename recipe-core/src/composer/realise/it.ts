import type { Mention, Realiser } from './types';
import { isPlural, joinList, typographic } from './words';

type Article = 'il' | 'lo' | 'l’' | 'la' | 'i' | 'gli' | 'le';

/** Italian articulated prepositions: di + il = del, su + gli = sugli… */
const FUSED: Record<string, Record<Article, string>> = {
  di: { il: 'del', lo: 'dello', 'l’': 'dell’', la: 'della', i: 'dei', gli: 'degli', le: 'delle' },
  a: { il: 'al', lo: 'allo', 'l’': 'all’', la: 'alla', i: 'ai', gli: 'agli', le: 'alle' },
  da: { il: 'dal', lo: 'dallo', 'l’': 'dall’', la: 'dalla', i: 'dai', gli: 'dagli', le: 'dalle' },
  in: { il: 'nel', lo: 'nello', 'l’': 'nell’', la: 'nella', i: 'nei', gli: 'negli', le: 'nelle' },
  su: { il: 'sul', lo: 'sullo', 'l’': 'sull’', la: 'sulla', i: 'sui', gli: 'sugli', le: 'sulle' },
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The definite article a word takes: lo/gli before s + consonant, z, gn, ps, pn, x, y; l' before a vowel
 * or h in the singular; gli before a vowel in the masculine plural; otherwise il/i and la/le.
 */
export function italianArticle(
  word: string,
  gender: 'm' | 'f',
  plural: boolean,
  force?: 'lo' | 'il',
): Article {
  const w = fold(word);
  const vowel = /^[aeiouh]/.test(w) && !/^i[aeiou]/.test(w);
  const strong = force === 'lo' || (force !== 'il' && /^(s[^aeiou]|z|gn|ps|pn|x|y|i[aeiou])/.test(w));
  if (gender === 'f') return plural ? 'le' : vowel && force !== 'il' ? 'l’' : 'la';
  if (plural) return strong || (vowel && force !== 'il') ? 'gli' : 'i';
  if (vowel && force !== 'il') return 'l’';
  return strong ? 'lo' : 'il';
}

function parts(m: Mention): { noun: string; article: Article } {
  const g = m.entry.grammar.it;
  const plural = isPlural(g.number, m.many);
  const names = m.entry.names.it;
  const noun = typographic(plural ? names.plural : names.name);
  const gender = plural && g.pluralFeminine ? 'f' : g.gender;
  return { noun, article: italianArticle(noun, gender, plural, g.article) };
}

const withArticle = (article: Article, noun: string) =>
  article === 'l’' ? `l’${noun}` : `${article} ${noun}`;

function phrase(m: Mention, form: string): string {
  const { noun, article } = parts(m);
  if (form === 'bare') return noun;
  if (form === 'def') return withArticle(article, noun);
  const fused = FUSED[form]?.[article];
  if (!fused) throw new Error(`realise it: unknown form ${form}`);
  return fused.endsWith('’') ? `${fused}${noun}` : `${fused} ${noun}`;
}

const join = (items: readonly string[]) => joinList(items, 'e');

/**
 * Forms: def (la cipolla; a preposition that does not fuse, "con", "per", is written before it), di/a/da/in/su
 * (della cipolla, alle zucchine: fused and repeated for each item), bare (dish names: "di zucchine e cipolle").
 */
export const IT_REALISER: Realiser = {
  forms: ['def', 'di', 'a', 'da', 'in', 'su', 'bare'],
  articled: ['def', 'di', 'a', 'da', 'in', 'su'],
  list: (mentions, form) => join(mentions.map((m) => phrase(m, form))),
};
