import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog, composeRecipes } from '../recipe-core/src/index';

/**
 * Compose time for three recipes, over the real ingredient lists of shared/data (mapped onto the
 * catalog as a user's picks would be), in the four languages.
 */
export function measureComposer(
  dataFile: string,
  rounds = 3,
): { requests: number; msPerRequest: number; p99Ms: number } {
  const { lists } = JSON.parse(readFileSync(dataFile, 'utf8')) as { lists: string[][] };
  const requests = lists.map((names) => {
    return names
      .map((name) => catalog.match(name))
      .filter((e): e is NonNullable<typeof e> => e !== null)
      .map((e) => ({ id: e.id, name: e.names.en.name }));
  });
  const languages = ['en', 'it', 'fr', 'de'] as const;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    requests.forEach((ingredients, i) => {
      const start = performance.now();
      composeRecipes({
        ingredients,
        servings: 4,
        difficulty: 'hard',
        maxCookingTime: 120,
        locale: languages[i % 4]!,
      });
      times.push(performance.now() - start);
    });
  }
  times.sort((a, b) => a - b);
  return {
    requests: requests.length,
    msPerRequest: times.reduce((a, b) => a + b, 0) / times.length,
    p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
  };
}

export const defaultDataFile = (root: string) =>
  join(root, '..', 'shared', 'data', 'real-ingredient-lists.json');
