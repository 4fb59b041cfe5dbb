import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@avanzo/sync-protocol';
import {
  DISH_BY_ID,
  catalog,
  composeReport,
  composeRecipes,
  ingredientLine,
  renderComposition,
} from '../recipe-core/src/index';

/**
 * The composer's recipes for shared/data/everyday-fridges.json, written out as a cook reads them, for a blind
 * panel (RECIPE-QUALITY.md "Judging it yourself"): `tsx panel.ts --lang it --every 3 --out it.txt`. Each
 * fridge is composed once in the language it was typed in and rendered in the chosen language; --every N
 * keeps every Nth fridge (a sample a panel can read in one sitting), starting at --offset; --time sets the
 * cook's time limit in minutes (the fridge's own `minutes`, else 60), --difficulty the level (medium by default); --fridges reads
 * another file of the same shape (fridges a panel has not seen the composer tuned on); --typed keeps only the
 * fridges typed in that language. Below the recipes, what the Recipes page also offers: the named dishes "with
 * more time" and those "one ingredient away".
 */
function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const language = arg('lang', 'en') as Language;
const every = Number(arg('every', '1'));
const offset = Number(arg('offset', '0'));
const timeArg = arg('time', '');
const difficulty = arg('difficulty', 'medium') as 'easy' | 'medium' | 'hard';
const out = arg('out', `panel-${language}.txt`);
const typed = arg('typed', '');
const file = arg('fridges', join(import.meta.dirname, '..', '..', 'shared', 'data', 'everyday-fridges.json'));
const { fridges } = JSON.parse(readFileSync(file, 'utf8')) as {
  fridges: Array<{ lang: Language; items: string[]; minutes?: number }>;
};

const lines: string[] = [];
fridges.forEach((fridge, n) => {
  if (n % every !== offset % every) return;
  if (typed && fridge.lang !== typed) return;
  const maxCookingTime = Number(timeArg || fridge.minutes || 60);
  const ingredients = fridge.items.map((name) => ({
    id: catalog.match(name, fridge.lang)?.id ?? null,
    name,
  }));
  const results = composeRecipes(
    { ingredients, servings: 2, difficulty, maxCookingTime, locale: fridge.lang },
    { now: () => 0 },
  );
  lines.push(`\n=== Fridge ${n + 1} [${language}] typed (${fridge.lang}): ${fridge.items.join(', ')}`);
  lines.push(`Time limit: ${maxCookingTime} min`);
  results.forEach(({ composition }, k) => {
    const recipe = renderComposition(composition, language, { id: 'x', createdAt: '2026-01-01T00:00:00Z' });
    lines.push(
      `--- Recipe ${k + 1}: ${recipe.title}  (${recipe.cookingTime.total} min, ${recipe.difficulty})`,
    );
    lines.push(recipe.description);
    lines.push('Ingredients: ' + recipe.ingredients.map((i) => ingredientLine(i, language)).join('; '));
    recipe.instructions.forEach((step, j) => lines.push(`  ${j + 1}. ${step}`));
    if (recipe.tips) lines.push(`Tip: ${recipe.tips}`);
  });
  const report = composeReport({ ingredients, servings: 2, difficulty, maxCookingTime, locale: fridge.lang });
  const name = (id: string) => DISH_BY_ID.get(id)?.names[language] ?? id;
  if (report.longer.length)
    lines.push(
      `With more time: ${report.longer.map((l) => `${name(l.dish)} (${l.minutes} min)`).join('; ')}`,
    );
  if (report.suggestions.length)
    lines.push(
      `One ingredient away: ${report.suggestions
        .map((x) => `add ${catalog.get(x.add)?.names[language].name ?? x.add} → ${name(x.dish)}`)
        .join('; ')}`,
    );
});
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${out}: ${fridges.length} fridges, every ${every}, in ${language}`);
