import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'i18n', 'locales');
export type Lang = 'en' | 'it' | 'fr' | 'de';

/** The text a key shows in a language, read from the app's own catalogs. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const catalog = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;
  let node: unknown = catalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no string at ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
