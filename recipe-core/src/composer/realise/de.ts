import type { Gender } from '../../catalog/grammar';
import type { Mention, Realiser } from './types';
import { isPlural, joinList } from './words';

export type Case = 'nom' | 'acc' | 'dat';
type Slot = Gender | 'pl';

const ARTICLE: Record<Case, Record<Slot, string>> = {
  nom: { m: 'der', f: 'die', n: 'das', pl: 'die' },
  acc: { m: 'den', f: 'die', n: 'das', pl: 'die' },
  dat: { m: 'dem', f: 'der', n: 'dem', pl: 'den' },
};
/** Adjective endings after the definite article (weak) and with no article (strong). */
const WEAK: Record<Case, Record<Slot, string>> = {
  nom: { m: 'e', f: 'e', n: 'e', pl: 'en' },
  acc: { m: 'en', f: 'e', n: 'e', pl: 'en' },
  dat: { m: 'en', f: 'en', n: 'en', pl: 'en' },
};
const STRONG: Record<Case, Record<Slot, string>> = {
  nom: { m: 'er', f: 'e', n: 'es', pl: 'e' },
  acc: { m: 'en', f: 'e', n: 'es', pl: 'e' },
  dat: { m: 'em', f: 'er', n: 'em', pl: 'en' },
};
/** Fixed names whose adjective is capitalised but still declined ("mit Roter Bete"). */
const CAPITALISED_ADJECTIVES = /^(Rote|Roter|Grüne|Grüner|Weiße|Weißer|Schwarze|Schwarzer)$/;

/**
 * A German name split into the adjectives before its noun (lower case, in the strong nominative the catalog
 * writes), the noun, and whatever follows the noun ("Thunfisch aus der Dose", "Crème fraîche").
 */
export function splitName(name: string): { adjectives: string[]; noun: string; rest: string[] } {
  const words = name.split(' ');
  let i = 0;
  while (
    i < words.length - 1 &&
    (/^[a-zäöüß]/.test(words[i] as string) || CAPITALISED_ADJECTIVES.test(words[i] as string)) &&
    /(e|er|es)$/.test(words[i] as string)
  )
    i++;
  const adjectives = words.slice(0, i);
  // Capitalised words in a row make one name ("Wiener Würstchen", "Garam Masala", "Sambal Oelek"): the
  // last one takes the case ending, and the ones before it stay as they are.
  const start = i;
  while (i < words.length - 1 && /^[A-ZÄÖÜ]/.test(words[i + 1] as string)) i++;
  return { adjectives, noun: words.slice(start, i + 1).join(' '), rest: words.slice(i + 1) };
}

/** The adjective's stem, from its strong nominative form in the catalog ("rote" → "rot", "griechischer" → "griechisch"). */
function stem(adjective: string, slot: Slot): string {
  const ending = STRONG.nom[slot];
  return adjective.endsWith(ending)
    ? adjective.slice(0, -ending.length)
    : adjective.replace(/(er|es|e)$/, '');
}

/**
 * Dative plural: -n after -e, -el, -er ("Eiern", "Äpfeln", "Bratwürsten"); nothing after -n, -s or another
 * vowel, and nothing on borrowed plurals in -e (Italian pasta, "Spätzle", "Edamame"), which German leaves as
 * they are.
 */
export function dativePlural(noun: string, borrowed = false): string {
  if (borrowed || /(le|ame)$/.test(noun)) return noun;
  return /(e|el|er)$/.test(noun) ? `${noun}n` : noun;
}

/** Adjectives as declined, except a capitalised place name ("Südtiroler"), which German never declines. */
function adjectivesBefore(written: readonly string[], declined: readonly string[]): string[] {
  return written.map((a, i) =>
    /^[A-ZÄÖÜ]/.test(a) && !CAPITALISED_ADJECTIVES.test(a) ? a : (declined[i] as string),
  );
}

function phrase(m: Mention, kase: Case, article: boolean): string {
  const g = m.entry.grammar.de;
  const plural = isPlural(g.number, m.many);
  const slot: Slot = plural ? 'pl' : g.gender;
  const { adjectives, noun, rest } = splitName(plural ? m.entry.names.de.plural : m.entry.names.de.name);
  const endings = article ? WEAK : STRONG;
  const declined = adjectives.map((a) => `${stem(a, slot)}${endings[kase][slot]}`);
  const head = plural && kase === 'dat' ? dativePlural(noun, m.entry.category === 'pasta') : noun;
  const words = [...adjectivesBefore(adjectives, declined), head, ...rest].join(' ');
  return article ? `${ARTICLE[kase][slot]} ${words}` : words;
}

const join = (items: readonly string[]) => joinList(items, 'und');

/**
 * Forms: nom / acc / dat with the definite article ("die Kartoffeln und den Lauch", "mit dem Hackfleisch"),
 * nom0 / acc0 / dat0 without one ("mit Kartoffeln und Bratwürsten", "mit roten Zwiebeln"), von (the preposition
 * with the dative article, contracted: "vom Parmesan", "von der Zucchini", repeated per item).
 */
export const DE_REALISER: Realiser = {
  forms: ['nom', 'acc', 'dat', 'nom0', 'acc0', 'dat0', 'von'],
  articled: ['nom', 'acc', 'dat', 'von'],
  list(mentions, form) {
    // "von" with the dative article, contracted where German contracts it: vom Parmesan, von der Butter.
    if (form === 'von')
      return join(mentions.map((m) => `von ${phrase(m, 'dat', true)}`.replace(/^von dem /, 'vom ')));
    const kase = form.replace('0', '') as Case;
    if (!(kase in ARTICLE)) throw new Error(`realise de: unknown form ${form}`);
    return join(mentions.map((m) => phrase(m, kase, !form.endsWith('0'))));
  },
};
