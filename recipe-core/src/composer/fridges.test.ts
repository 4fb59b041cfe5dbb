import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@avanzo/sync-protocol';
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog/index';
import { compose, composeReport } from './compose';
import { LANGUAGES } from './dishes/index';
import { dishNames, isClassic, namesOf } from './classics';
import { DEFAULT_PREFERENCES } from '../recipe/prompt';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '..', '..', '..', '..', 'shared', 'data', 'everyday-fridges.json');
interface Fridge {
  lang: Language;
  items: string[];
  main: string | null;
  classic: string[];
}
const { fridges } = JSON.parse(readFileSync(file, 'utf8')) as { fridges: Fridge[] };

const PREFS = { servings: 2, difficulty: 'hard', maxCookingTime: 120 } as const;
function run(locale: Language) {
  let classic = 0;
  let withMain = 0;
  let mainHit = 0;
  let three = 0;
  const misses: string[] = [];
  for (const f of fridges) {
    const chosen = compose({ ingredients: f.items.map((name) => ({ id: null, name })), ...PREFS, locale });
    if (chosen.length === 3) three += 1;
    if (chosen.some((c) => isClassic(namesOf(c, f.lang), f.classic))) classic += 1;
    else misses.push(`${f.items.join(', ')} → ${chosen.map((c) => c.archetype).join(' / ')}`);
    if (f.main) {
      const main = catalog.match(f.main, f.lang);
      withMain += 1;
      if (main && chosen[0]?.placed.some((p) => p.id === main.id)) mainHit += 1;
    }
  }
  return {
    classic: classic / fridges.length,
    main: mainHit / withMain,
    three: three / fridges.length,
    misses,
  };
}

describe('everyday fridges (45, as typed) in every interface language', () => {
  it.each(LANGUAGES)(
    '%s: a listed classic among the three for at least 90 percent, the main ingredient first for 95 percent',
    (locale) => {
      const r = run(locale);
      console.log(
        `fridges ${locale}: classic ${(r.classic * 100).toFixed(1)} %, main in first ${(r.main * 100).toFixed(1)} %, three dishes ${(r.three * 100).toFixed(1)} %`,
      );
      if (r.misses.length) console.log(`  no classic:\n  ${r.misses.join('\n  ')}`);
      expect(r.classic).toBeGreaterThanOrEqual(0.9);
      expect(r.main).toBeGreaterThanOrEqual(0.95);
    },
  );

  it.each(LANGUAGES)(
    '%s, at the app’s defaults (30 minutes, easy): a listed classic among the three or offered with more time for 90 percent',
    (locale) => {
      let found = 0;
      for (const f of fridges) {
        const report = composeReport({
          ingredients: f.items.map((name) => ({ id: null, name })),
          ...DEFAULT_PREFERENCES,
          locale,
        });
        const names = [
          ...report.compositions.map((c) => namesOf(c, f.lang)),
          ...report.longer.map((l) => dishNames(l.dish)),
        ];
        if (names.some((n) => isClassic(n, f.classic))) found += 1;
      }
      console.log(
        `fridges ${locale} at the defaults: classic in the three or with more time ${((found / fridges.length) * 100).toFixed(1)} %`,
      );
      expect(found / fridges.length).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('knows a classic when it sees one, and not otherwise', () => {
    expect(isClassic(['Spanish tortilla'], ['Spanish tortilla (tortilla de patatas)'])).toBe(true);
    expect(isClassic(['Tortilla de patatas'], ['Spanish tortilla (tortilla de patatas)'])).toBe(true);
    expect(isClassic(['Frittata di zucchine'], ['frittata di zucchine', 'zucchine alla parmigiana'])).toBe(
      true,
    );
    expect(isClassic(['Potato frittata'], ['Spanish tortilla (tortilla de patatas)'])).toBe(false);
    expect(isClassic(['Carrot soup'], ['carrot and ginger soup'])).toBe(true);
    expect(isClassic(['Pan-fried carrots'], ['beef and red wine stew', 'bœuf bourguignon'])).toBe(false);
  });
});
