import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog/index';
import { compose, isStaple } from './compose';
import { DISH_BY_ID } from './dishes/index';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '..', '..', '..', '..', 'shared', 'data', 'real-ingredient-lists.json');
const { lists } = JSON.parse(readFileSync(file, 'utf8')) as { lists: string[][] };

describe('the composer on 400 real ingredient lists', () => {
  it('cooks something from nearly every list and uses most of what it can place', () => {
    let cooked = 0;
    let used = 0;
    let mapped = 0;
    let shareSum = 0;
    let named = 0;
    for (const names of lists) {
      const ingredients = names
        .map((name) => catalog.match(name))
        .filter((e) => e !== null)
        .map((e) => ({ id: e.id, name: e.names.en.name }));
      const [best] = compose({
        ingredients,
        servings: 4,
        difficulty: 'hard',
        maxCookingTime: 120,
        locale: 'en',
      });
      if (!best) continue;
      cooked += 1;
      used += best.placed.length;
      // The cook's ingredients the dish could use: staples (salt, oil, water) are the pantry's.
      const theirs = new Set(ingredients.map((i) => i.id).filter((id) => !isStaple(catalog.get(id)!)));
      mapped += theirs.size;
      shareSum += best.placed.filter((p) => theirs.has(p.id)).length / Math.max(1, theirs.size);
      if (DISH_BY_ID.has(best.archetype)) named += 1;
    }
    console.log(
      `real lists: ${((cooked / lists.length) * 100).toFixed(1)} % get a recipe; the best uses ${((shareSum / lists.length) * 100).toFixed(1)} % of the cook's non-staple ingredients on average (${((used / mapped) * 100).toFixed(1)} % pooled); ${((named / lists.length) * 100).toFixed(1)} % get a named dish first`,
    );
    expect(cooked / lists.length).toBeGreaterThanOrEqual(0.97);
    // Real lists carry many seasonings the composer assumes or leaves out; over half is placed in the dish.
    expect(used / mapped).toBeGreaterThanOrEqual(0.5);
  });
});
