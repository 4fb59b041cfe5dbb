import { performance } from 'node:perf_hooks';
import { catalog, CATALOG } from '../recipe-core/src/index';

/** Average time of a catalog search over a mix of short and long queries in four languages. */
export function measureCatalogSearch(rounds = 500): { entries: number; microsPerSearch: number } {
  const queries = ['to', 'pomo', 'zwie', 'ch', 'lait', 'sal', 'mozz', 'kar', 'ri', 'be', 'crème', 'huhn'];
  const languages = ['en', 'it', 'fr', 'de'] as const;
  for (const q of queries) catalog.search(q, 'en');
  const start = performance.now();
  for (let i = 0; i < rounds; i++) for (const q of queries) catalog.search(q, languages[i % 4]!);
  return {
    entries: CATALOG.length,
    microsPerSearch: ((performance.now() - start) * 1000) / (rounds * queries.length),
  };
}
