import { describe, expect, it } from 'vitest';
import { DE_GRAMMAR } from './grammar/de';
import { EN_GRAMMAR } from './grammar/en';
import { FR_GRAMMAR } from './grammar/fr';
import { IT_GRAMMAR } from './grammar/it';
import { GRAMMAR_CODE } from './grammar';
import { CATALOG } from './index';
import { INGREDIENT_KINDS, STAPLE_KINDS } from './kinds';
import { KIND_OF } from './kindTable';

const TABLES = { en: EN_GRAMMAR, it: IT_GRAMMAR, fr: FR_GRAMMAR, de: DE_GRAMMAR } as const;

describe('catalog facts', () => {
  it('gives every entry a kind and a grammar code in each language, written out (no default)', () => {
    const ids = new Set(CATALOG.map((e) => e.id));
    const problems: string[] = [];
    for (const id of ids) {
      if (!Object.hasOwn(KIND_OF, id)) problems.push(`${id}: no kind`);
      else if (!(INGREDIENT_KINDS as readonly string[]).includes(KIND_OF[id] as string))
        problems.push(`${id}: unknown kind ${KIND_OF[id]}`);
      for (const [language, table] of Object.entries(TABLES)) {
        const code = table[id];
        if (code === undefined) problems.push(`${id}: no ${language} grammar`);
        else if (!GRAMMAR_CODE[language as keyof typeof TABLES].test(code))
          problems.push(`${id}: bad ${language} code ${code}`);
      }
    }
    for (const table of [KIND_OF, ...Object.values(TABLES)])
      for (const id of Object.keys(table))
        if (!ids.has(id)) problems.push(`${id}: in a table but not in the catalog`);
    expect(problems).toEqual([]);
  });

  it('keeps staples to salt, pepper, cooking oil and water', () => {
    const staples = CATALOG.filter((e) => STAPLE_KINDS.has(e.kind));
    for (const e of staples) expect(['spices', 'oils', 'pantry']).toContain(e.category);
    expect(staples.map((e) => e.id)).toEqual(
      expect.arrayContaining(['salt', 'black-pepper', 'olive-oil', 'water']),
    );
  });

  it('has grammar that agrees with the names', () => {
    const problems: string[] = [];
    for (const e of CATALOG) {
      const it_ = e.grammar.it;
      // Italian nouns in -a are feminine and in -o masculine, unless the table says otherwise for a reason
      // (a head noun that is not the first word, a foreign word): the exceptions are few, so check the rule.
      const head = e.names.it.name.split(' ')[0] as string;
      if (/o$/.test(head) && it_.gender === 'f' && !/^(mano|radio|foto)$/.test(head))
        problems.push(`it ${e.id}: "${head}" feminine`);
      // German plural-only nouns are named by their plural everywhere.
      if (e.grammar.de.number === 'plural' && !e.names.de.plural.trim())
        problems.push(`de ${e.id}: no plural`);
    }
    expect(problems).toEqual([]);
  });
});
