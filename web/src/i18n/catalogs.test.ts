import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const catalogs = { en, it: it_, fr, de } as Record<string, Tree>;
const flat = Object.fromEntries(Object.entries(catalogs).map(([lang, tree]) => [lang, flatten(tree)]));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  const english = flat.en as Map<string, string>;

  it.each(['it', 'fr', 'de'])('%s has exactly the English key set', (lang) => {
    const keys = [...(flat[lang] as Map<string, string>).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(['en', 'it', 'fr', 'de'])('%s has no empty value', (lang) => {
    const empty = [...(flat[lang] as Map<string, string>)].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(['it', 'fr', 'de'])('%s keeps every {{placeholder}} of the English text', (lang) => {
    for (const [key, text] of english) {
      expect(placeholders((flat[lang] as Map<string, string>).get(key) ?? ''), key).toEqual(
        placeholders(text),
      );
    }
  });

  it.each(['it', 'fr', 'de'])('%s is really translated (few long strings equal to English)', (lang) => {
    const same = [...english].filter(
      ([key, text]) =>
        text.replace(/\{\{\w+\}\}/g, '').length > 12 && (flat[lang] as Map<string, string>).get(key) === text,
    );
    expect(same.map(([k]) => k)).toEqual([]);
  });
});
