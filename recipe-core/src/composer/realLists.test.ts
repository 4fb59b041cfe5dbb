import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog/index';
import { compose } from './compose';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '..', '..', '..', '..', 'shared', 'data', 'real-ingredient-lists.json');
const { lists } = JSON.parse(readFileSync(file, 'utf8')) as { lists: string[][] };

describe('the composer on 400 real ingredient lists', () => {
  it('cooks something from nearly every list and uses most of what it can place', () => {
    let cooked = 0;
    let used = 0;
    let mapped = 0;
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
      mapped += new Set(ingredients.map((i) => i.id)).size;
    }
    expect(cooked / lists.length).toBeGreaterThanOrEqual(0.97);
    // Real lists carry many seasonings the composer assumes or leaves out; over half is placed in the dish.
    expect(used / mapped).toBeGreaterThanOrEqual(0.5);
  });
});
