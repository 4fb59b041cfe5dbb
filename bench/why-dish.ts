import type { Difficulty, Language } from '@avanzo/sync-protocol';
/**
 * Why a named dish is or is not among a fridge's results, for dish authors: `npx tsx why-dish.ts <dish-id> en 60
 * "beef mince" wraps onion` (D sets the difficulty, medium by default). Prints what each slot takes from the
 * fridge, whether the dish can be assigned and cooked in the time, and its minutes.
 */
import { catalog, DISH_BY_ID } from '../recipe-core/src/index';
import { assign, composeDish, fits } from '../recipe-core/src/composer/compose';

const [id, langArg, timeArg, ...items] = process.argv.slice(2);
const dish = id ? DISH_BY_ID.get(id) : undefined;
if (!dish) throw new Error(`unknown dish ${id ?? '(none)'}`);
const lang = (langArg ?? 'en') as Language;
const entries = items.map((n) => catalog.match(n, lang)).filter((e) => e !== null);
console.log(items.map((n) => `${n}→${catalog.match(n, lang)?.id}`).join(', '));
for (const spec of dish.roles)
  console.log(
    `${spec.min > 0 ? 'need ' : 'maybe'} ${spec.role}: ${entries
      .filter((e) => fits(spec, e))
      .map((e) => e.id)
      .join(',') || '—'}`,
  );
const a = assign(dish, entries);
console.log('assign:', a ? 'ok' : 'a needed slot is empty');
const c = composeDish(dish, {
  ingredients: items.map((name) => ({ id: catalog.match(name, lang)?.id ?? null, name })),
  servings: 2,
  difficulty: (process.env.D ?? 'medium') as Difficulty,
  maxCookingTime: Number(timeArg ?? 60),
  locale: lang,
});
console.log(
  c
    ? `cooks in ${c.time.total} min: ${c.placed.map((p) => p.id).join(',')} | left: ${c.leftOut.map((l) => `${l.id}:${l.reason}`).join(',')}`
    : 'does not cook in the time or at the difficulty',
);
