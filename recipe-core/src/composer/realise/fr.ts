import type { Mention, Realiser } from './types';
import { isPlural, joinList, typographic } from './words';

/** True when French elides before the word: a vowel or a mute h ("l’ail", "de l’huile"), never before y. */
export function frenchElides(word: string, aspirate: boolean): boolean {
  const w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (/^[aeiouœæ]/.test(w)) return true;
  return w.startsWith('h') && !aspirate;
}

function parts(m: Mention) {
  const g = m.entry.grammar.fr;
  const plural = isPlural(g.number, m.many);
  const noun = typographic(plural ? m.entry.names.fr.plural : m.entry.names.fr.name);
  return { noun, plural, elide: frenchElides(noun, g.aspirate), gender: g.gender };
}

function phrase(m: Mention, form: string): string {
  const { noun, plural, elide, gender } = parts(m);
  switch (form) {
    case 'bare':
      return noun;
    case 'def':
      return plural ? `les ${noun}` : elide ? `l’${noun}` : `${gender === 'm' ? 'le' : 'la'} ${noun}`;
    case 'de':
      return plural ? `des ${noun}` : elide ? `de l’${noun}` : `${gender === 'm' ? 'du' : 'de la'} ${noun}`;
    case 'a':
      return plural ? `aux ${noun}` : elide ? `à l’${noun}` : `${gender === 'm' ? 'au' : 'à la'} ${noun}`;
    case 'debare':
    case 'de0':
      return elide ? `d’${noun}` : `de ${noun}`;
    default:
      throw new Error(`realise fr: unknown form ${form}`);
  }
}

const join = (items: readonly string[]) => joinList(items, 'et');

/**
 * Forms: def (les poireaux et la pomme de terre), de (du riz, de l’ail, des œufs: partitive or "de" + article),
 * a (au beurre, aux champignons), bare (a noun in a dish name), debare (dish names: "de poireaux et pommes de
 * terre", "d’endives": "de" elided on the first item only, as menus write it), de0 (after parsemer, garnir,
 * saupoudrer: "de comté et de ciboulette", the preposition with no article), pron (le, la, les: the object
 * pronoun standing for them after an imperative, "coupez-les").
 */
export const FR_REALISER: Realiser = {
  forms: ['def', 'de', 'a', 'bare', 'debare', 'de0', 'pron'],
  articled: ['def', 'de', 'a', 'de0'],
  list(mentions, form) {
    // The object pronoun for what the step just named: "Lavez les courgettes et coupez-les en dés".
    if (form === 'pron') {
      const [first] = mentions;
      if (!first) return '';
      if (mentions.length > 1 || parts(first).plural) return 'les';
      return parts(first).gender === 'm' ? 'le' : 'la';
    }
    if (form === 'debare') {
      const [first, ...rest] = mentions;
      if (!first) return '';
      return join([phrase(first, 'debare'), ...rest.map((m) => phrase(m, 'bare'))]);
    }
    return join(mentions.map((m) => phrase(m, form)));
  },
};
