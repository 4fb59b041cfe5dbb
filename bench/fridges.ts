import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@avanzo/sync-protocol';
import { catalog, composeReport, renderComposition } from '../recipe-core/src/index';
import { dishNames, isClassic, namesOf } from '../recipe-core/src/composer/classics';

/**
 * Classic-dish hit rate, main ingredient first and three dishes over a fridge file, per typed language, with
 * every miss printed: `tsx fridges.ts [--fridges FILE] [--time 120] [--difficulty hard]` (default file:
 * data/held-out-fridges.json, fridges no session tuned on
 * when it was measured; shared/data/everyday-fridges.json has the same shape). By default the preferences of the
 * fridge test (the fridge's own `minutes`, else 120, any difficulty); the app's own defaults are 30 minutes, easy.
 */
function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const file = arg('fridges') ?? join(import.meta.dirname, 'data', 'held-out-fridges.json');
const timeArg = arg('time');
const difficulty = (arg('difficulty') ?? 'hard') as 'easy' | 'medium' | 'hard';
const { fridges } = JSON.parse(readFileSync(file, 'utf8')) as {
  fridges: Array<{
    lang: Language;
    items: string[];
    main: string | null;
    classic: string[];
    minutes?: number;
  }>;
};
const tally = new Map<
  Language,
  { n: number; classic: number; longer: number; mains: number; mainFirst: number; three: number }
>();
for (const f of fridges) {
  const t = tally.get(f.lang) ?? { n: 0, classic: 0, longer: 0, mains: 0, mainFirst: 0, three: 0 };
  tally.set(f.lang, t);
  const report = composeReport({
    ingredients: f.items.map((name) => ({ id: null, name })),
    servings: 2,
    difficulty,
    maxCookingTime: Number(timeArg ?? f.minutes ?? 120),
    locale: f.lang,
  });
  const chosen = report.compositions;
  const hit = chosen.some((c) => isClassic(namesOf(c, f.lang), f.classic));
  const main = f.main ? catalog.match(f.main, f.lang) : null;
  const mainFirst = main !== null && chosen[0]?.placed.some((p) => p.id === main.id) === true;
  t.n += 1;
  // Or offered under "with more time" (a dish the cook's own time or difficulty limit keeps out).
  const later = report.longer.find((l) => isClassic(dishNames(l.dish), f.classic));
  t.classic += Number(hit);
  t.longer += Number(hit || later !== undefined);
  t.three += Number(chosen.length === 3);
  if (f.main) {
    t.mains += 1;
    t.mainFirst += Number(mainFirst);
  }
  const faults = [hit ? null : 'no classic', f.main && !mainFirst ? 'main not first' : null].filter(Boolean);
  if (faults.length) {
    const titles = chosen.map((c) => renderComposition(c, f.lang, { id: 'x', createdAt: '' }).title);
    const longer = report.longer.map((l) => `${l.dish} (${l.maxCookingTime} min, ${l.difficulty})`);
    const unmapped = f.items.filter((name) => !catalog.match(name, f.lang));
    console.log(
      `${faults.join(', ')} [${f.lang}] ${f.items.join(', ')}` +
        `${unmapped.length ? ` (unmapped: ${unmapped.join(', ')})` : ''}\n` +
        `  → ${titles.join(' | ')}${longer.length ? `\n  with more time: ${longer.join(' | ')}` : ''}` +
        `\n  wanted: ${f.classic.join(' / ')}`,
    );
  }
}
const pct = (a: number, b: number) => `${a}/${b} (${((a / Math.max(1, b)) * 100).toFixed(0)} %)`;
for (const [lang, t] of tally)
  console.log(
    `${lang}: classic ${pct(t.classic, t.n)}, or with more time ${pct(t.longer, t.n)}, main first ${pct(t.mainFirst, t.mains)}, three ${pct(t.three, t.n)}`,
  );
