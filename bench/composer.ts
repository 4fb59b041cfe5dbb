import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog, composeRecipes, composeReport } from '../recipe-core/src/index';

/**
 * Compose time for three recipes, over the real ingredient lists of shared/data (mapped onto the
 * catalog as a user's picks would be), in the four languages.
 */
export function measureComposer(
  dataFile: string,
  rounds = 3,
  prefs: { difficulty: 'easy' | 'medium' | 'hard'; maxCookingTime: number } = {
    difficulty: 'hard',
    maxCookingTime: 120,
  },
): {
  requests: number;
  msPerRequest: number;
  p99Ms: number;
  reportMsPerRequest: number;
  reportP99Ms: number;
} {
  const { lists } = JSON.parse(readFileSync(dataFile, 'utf8')) as { lists: string[][] };
  const requests = lists.map((names) => {
    return names
      .map((name) => catalog.match(name))
      .filter((e): e is NonNullable<typeof e> => e !== null)
      .map((e) => ({ id: e.id, name: e.names.en.name }));
  });
  const languages = ['en', 'it', 'fr', 'de'] as const;
  const times: number[] = [];
  const reportTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    requests.forEach((ingredients, i) => {
      const request = {
        ingredients,
        servings: 4,
        ...prefs,
        locale: languages[i % 4]!,
      } as const;
      let start = performance.now();
      composeRecipes(request);
      times.push(performance.now() - start);
      // What the Recipes page computes on the device: the three, why fewer, dishes one ingredient away and,
      // below the longest time or any difficulty, the dishes with more time.
      start = performance.now();
      composeReport(request);
      reportTimes.push(performance.now() - start);
    });
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const p99 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.99)] ?? 0;
  return {
    requests: requests.length,
    msPerRequest: mean(times),
    p99Ms: p99(times),
    reportMsPerRequest: mean(reportTimes),
    reportP99Ms: p99(reportTimes),
  };
}

export const defaultDataFile = (root: string) =>
  join(root, '..', 'shared', 'data', 'real-ingredient-lists.json');
