import type { Mention, Realiser } from './types';
import { isPlural, joinList } from './words';

const noun = (m: Mention) =>
  isPlural(m.entry.grammar.en.number, m.many) ? m.entry.names.en.plural : m.entry.names.en.name;

/**
 * A noun before another in a dish name is singular: "chickpea curry", "egg noodle stir-fry", "canned tomato
 * soup" — also for ingredients English otherwise names in the plural.
 */
function attributive(m: Mention): string {
  const name = m.entry.names.en.name;
  if (m.entry.grammar.en.number !== 'plural') return name;
  return name.replace(/oes$/, 'o').replace(/([^s])s$/, '$1');
}

const join = (items: readonly string[]) => joinList(items, 'and');

/**
 * Forms: def ("the potatoes, carrots and onion": the article once, as English lists write it), some ("some
 * rice"), bare ("potatoes and onion"), title (the singular a dish name uses: "courgette and feta frittata").
 */
export const EN_REALISER: Realiser = {
  forms: ['def', 'some', 'bare', 'title'],
  articled: ['def', 'some'],
  list(mentions, form) {
    if (!EN_REALISER.forms.includes(form)) throw new Error(`realise en: unknown form ${form}`);
    const names = mentions.map((m) => (form === 'title' ? attributive(m) : noun(m)));
    const text = join(names);
    if (!text) return '';
    return form === 'def' ? `the ${text}` : form === 'some' ? `some ${text}` : text;
  },
};
