import Dexie, { type Table } from 'dexie';
import type { ActivityRow, ClearMarker, Mutation, RecipeRow } from '@avanzo/sync-protocol';

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Where IndexedDB comes from: the browser's, or fake-indexeddb in tests. */
export interface IndexedDbDeps {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/**
 * One IndexedDB database per signed-in user: the recipes (as the merge rules see them, tombstones
 * included), activity entries and clear markers, the outbox of mutations not yet acknowledged, and
 * meta (clientId, next seq, clock, pull cursor, profile).
 */
export class LocalDb extends Dexie {
  recipes!: Table<RecipeRow, string>;
  activity!: Table<ActivityRow, string>;
  clears!: Table<ClearMarker, string>;
  outbox!: Table<Mutation & { clientId: string }, number>;
  meta!: Table<MetaRow, string>;

  constructor(userId: string, deps: IndexedDbDeps = {}) {
    super(
      `avanzo-${userId}`,
      deps.indexedDB ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined,
    );
    this.version(1).stores({
      recipes: 'id',
      activity: 'id, relatedId',
      clears: 'recipeId',
      outbox: 'seq',
      meta: 'key',
    });
  }

  async getMeta<T>(key: string): Promise<T | undefined> {
    return (await this.meta.get(key))?.value as T | undefined;
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.meta.put({ key, value });
  }
}
