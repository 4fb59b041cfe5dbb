/**
 * Reads a named dish as a cook would: `npx tsx dish-preview.ts <dish-id> [servings] [extra ingredient ids…]`
 * renders it from its first-choice ingredients (plus any extras) in all four languages. For dish authors.
 */
import type { Language } from '@avanzo/sync-protocol';
import { DISH_BY_ID, ingredientLine, renderComposition } from '../recipe-core/src/index';
import { composeDish } from '../recipe-core/src/composer/compose';

const [id, servingsArg, ...extra] = process.argv.slice(2);
const dish = id ? DISH_BY_ID.get(id) : undefined;
if (!dish) {
  console.error(`unknown dish ${id ?? '(none)'}; known: ${[...DISH_BY_ID.keys()].join(' ')}`);
  process.exit(1);
}
const ids = [...dish.slots.filter((s) => !s.optional).map((s) => s.any[0] as string), ...extra];
for (const locale of ['en', 'it', 'fr', 'de'] as Language[]) {
  const c = composeDish(dish, {
    ingredients: ids.map((x) => ({ id: x, name: x })),
    servings: Number(servingsArg ?? 2),
    difficulty: 'hard',
    maxCookingTime: 600,
    locale,
  });
  if (!c) {
    console.log(`${locale}: NOT COMPOSED from ${ids.join(', ')}`);
    continue;
  }
  const r = renderComposition(c, locale, { id: 'preview', createdAt: '2026-01-01T00:00:00.000Z' });
  console.log(
    `## [${locale}] ${r.title} — ${r.cookingTime.prep}+${r.cookingTime.cook} min, ${r.calories} kcal, ${r.tags.join(' ')}`,
  );
  console.log(r.description);
  for (const i of r.ingredients) console.log(`- ${ingredientLine(i, locale)}`);
  r.instructions.forEach((s, n) => console.log(`${n + 1}. ${s}`));
  console.log(`Tip: ${r.tips}\n`);
}
