import type { Difficulty, Language } from '@avanzo/sync-protocol';
/**
 * What the composer offers for one fridge, for dish authors: `D=hard npx tsx compose-fridge.ts fr 60 poireaux
 * "pommes de terre" lardons` (language, minutes, then the ingredients as typed; D sets the difficulty, medium by
 * default). Prints each dish with what it placed and left out, the shortfall, "with more time" and "one
 * ingredient away".
 */
import { composeReport, catalog } from '../recipe-core/src/index';
const lang = (process.argv[2] ?? 'en') as Language;
const time = Number(process.argv[3] ?? 60);
const items = process.argv.slice(4);
const r = composeReport({
  ingredients: items.map((name) => ({ id: catalog.match(name, lang)?.id ?? null, name })),
  servings: 2,
  difficulty: (process.env.D ?? 'medium') as Difficulty,
  maxCookingTime: time,
  locale: lang,
});
console.log(items.map((n) => `${n}→${catalog.match(n, lang)?.id}`).join(', '));
for (const c of r.compositions)
  console.log(
    c.archetype,
    c.time.total,
    c.placed.map((p) => p.id).join(','),
    '| left:',
    c.leftOut.map((l) => `${l.id}:${l.reason}`).join(','),
  );
console.log(
  'shortfall',
  r.shortfall,
  'longer',
  JSON.stringify(r.longer),
  'sugg',
  JSON.stringify(r.suggestions),
);
