import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built and prepared once per connection, then run with placeholders: building the SQL and
 * preparing the statement again on every request was about a quarter of a `GET /api/recipes` (see
 * bench/apiThroughput.ts). `key` names the query's shape; each shape is prepared once.
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) statements.set(key, (statement = build()));
  return statement;
}
