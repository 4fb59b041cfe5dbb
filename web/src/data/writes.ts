import {
  checkMutation,
  checkMutationSize,
  createHlc,
  InvalidMutationError,
  effectsOf,
  parseHlc,
  PROTOCOL_VERSION,
  serializeHlc,
  tickHlc,
  type ActivityInput,
  type MutationArgsOf,
  type MutationName,
  type NewRecipe,
  type RecipeFields,
} from '@avanzo/sync-protocol';
import { deviceTime, serverNow } from './clockSync';
import type { LocalDb } from './localDb';
import { applyEffectsLocally } from './localApply';

export interface WriterDeps {
  now: () => number;
  newId: () => string;
  /** Told after every committed local write, so the sync client can schedule a push. */
  onWrite: () => void;
}

/** The device ran out of storage; the screens show a clear message instead of losing the write. */
export class StorageFullError extends Error {
  readonly code = 'STORAGE_FULL';
  constructor() {
    super('This device is out of storage space');
    this.name = 'StorageFullError';
  }
}

/**
 * A change too large to ever be sent (its bytes, not its length: a recipe full of accents or emoji can
 * pass every length rule and still not fit). Refused when it is made, so nothing is written and the
 * screens say why, instead of a queue that could never drain.
 */
export class ChangeTooLargeError extends Error {
  readonly code = 'MUTATION_TOO_LARGE';
  constructor() {
    super('This change is too large to save');
    this.name = 'ChangeTooLargeError';
  }
}

/** The message key for a failed local write, or null when the caller's own message fits better. */
export function writeErrorKey(error: unknown): string | null {
  if (error instanceof StorageFullError) return 'common.errors.storageFull';
  if (error instanceof ChangeTooLargeError) return 'common.errors.changeTooLarge';
  return null;
}

function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } };
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

/** Makes sure this database has a client identity, a sequence and a clock. */
export async function ensureIdentity(db: LocalDb, deps: Pick<WriterDeps, 'newId'>): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.getMeta<string>('clientId');
    if (existing) return existing;
    const clientId = deps.newId();
    await db.setMeta('clientId', clientId);
    await db.setMeta('nextSeq', 1);
    await db.setMeta('hlc', serializeHlc(createHlc(clientId)));
    return clientId;
  });
}

/**
 * Every data change goes through here: ONE IndexedDB transaction updates the local tables and
 * appends the mutation to the outbox, with a gap-free sequence number and a fresh clock, so the UI
 * changes at once and the sync client replays the same change to the server later.
 */
function checkSize(mutation: unknown): void {
  try {
    checkMutationSize(mutation);
  } catch (error) {
    if (error instanceof InvalidMutationError) throw new ChangeTooLargeError();
    throw error;
  }
}

export function createWriter(db: LocalDb, deps: WriterDeps) {
  type Change = { [N in MutationName]: { name: N; args: MutationArgsOf<N> } }[MutationName];

  /** Commits one or more mutations atomically: all of them, or none. */
  async function commit(changes: Change[]): Promise<void> {
    try {
      await db.transaction('rw', [db.recipes, db.activity, db.clears, db.outbox, db.meta], async () => {
        const clientId = await db.getMeta<string>('clientId');
        let seq = await db.getMeta<number>('nextSeq');
        let clock = parseHlc((await db.getMeta<string>('hlc')) ?? '');
        if (!clientId || !seq || !clock) throw new Error('the local database has no sync identity');
        // Stamped with the server's time as this device last learned it; `at` keeps the device's own
        // reading, from which the server dates the change if the stamp turns out wrong (clock.ts).
        const device = deps.now();
        const at = deviceTime(device);
        const now = await serverNow(db, device);
        for (const change of changes) {
          clock = tickHlc(clock, now);
          const mutation = { clientId, seq, v: PROTOCOL_VERSION, hlc: serializeHlc(clock), at, ...change };
          checkSize(mutation);
          await applyEffectsLocally(db, effectsOf(checkMutation(mutation)));
          await db.outbox.add(mutation);
          seq += 1;
        }
        await db.setMeta('nextSeq', seq);
        await db.setMeta('hlc', serializeHlc(clock));
      });
    } catch (error) {
      if (isQuotaError(error)) throw new StorageFullError();
      throw error;
    }
    deps.onWrite();
  }

  const mutate = <N extends MutationName>(name: N, args: MutationArgsOf<N>) =>
    commit([{ name, args } as Change]);

  return {
    mutate,
    createRecipe: (recipe: NewRecipe) => mutate('recipe.create', { recipe }),
    /** SPEC §4 generation: the new recipes and their activity entries land together, or not at all. */
    addGenerated: (recipes: readonly NewRecipe[], activity: readonly ActivityInput[]) =>
      commit([
        ...recipes.map((recipe): Change => ({ name: 'recipe.create', args: { recipe } })),
        ...activity.map((entry): Change => ({ name: 'activity.append', args: { entry } })),
      ]),
    patchRecipe: (id: string, fields: Partial<RecipeFields>) => mutate('recipe.patch', { id, fields }),
    /** SPEC §4: delete is permanent and also clears the recipe's recent activity. */
    deleteRecipe: (id: string) =>
      commit([
        { name: 'recipe.delete', args: { id } },
        { name: 'activity.clearForRecipe', args: { recipeId: id } },
      ]),
    setSaved: (recipeId: string, saved: boolean) => mutate('saved.set', { recipeId, saved }),
    appendActivity: (entry: ActivityInput) => mutate('activity.append', { entry }),
    clearActivityForRecipe: (recipeId: string) => mutate('activity.clearForRecipe', { recipeId }),
    setName: (name: string) => mutate('profile.patch', { fields: { name } }),
    setLanguage: (language: string) => mutate('preferences.set', { language }),
  };
}

export type Writer = ReturnType<typeof createWriter>;
