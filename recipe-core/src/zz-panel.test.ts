import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { catalog } from './catalog/index';
import { composeRecipes } from './composer/index';
import { renderComposition } from './composer/render';
const data = JSON.parse(readFileSync('../../shared/data/everyday-fridges.json', 'utf8')) as { fridges: Array<{ lang: 'en'|'it'|'fr'|'de'; items: string[]; main: string | null; classic: string[] }> };
it('panel dump', () => {
  const out: string[] = [];
  const out2: unknown[] = [];
  data.fridges.forEach((f, n) => {
    const ingredients = f.items.map((name) => { const e = catalog.match(name); return { id: e?.id ?? null, name }; });
    const results = composeRecipes({ ingredients, servings: 2, difficulty: 'medium', maxCookingTime: 60, locale: f.lang }, { now: () => 0 });
    for (const lang of ['en', 'it', 'fr', 'de'] as const) {
      out.push(`\n=== Fridge ${n + 1} [${lang}] typed (${f.lang}): ${f.items.join(', ')}`);
      out.push(`mapped: ${ingredients.map((i) => `${i.name}→${i.id ?? '∅'}`).join(', ')}`);
      results.forEach((r, k) => {
        const x = renderComposition(r.composition, lang, { id: 'x', createdAt: '2026-01-01T00:00:00Z' });
        out.push(`--- Recipe ${k + 1}: ${x.title}  (${x.cookingTime.total} min, ${x.difficulty})`);
        out.push(x.description);
        out.push('Ingredients: ' + x.ingredients.map((i) => [i.amount, i.unit, i.name].filter(Boolean).join(' ')).join('; '));
        x.instructions.forEach((s, j) => out.push(`  ${j + 1}. ${s}`));
        if (x.tips) out.push('Tip: ' + x.tips);
      });
    }
  });
  writeFileSync(process.env.PANEL_OUT ?? '/tmp/a17/before.txt', out.join('\n'));
});
