import {
  effectsOf,
  mergeClear,
  mergeProfile,
  mergeRecipeRows,
  checkMutation,
  type Effect,
  type Mutation,
  type ProfileRow,
  type PullReply,
} from '@avanzo/sync-protocol';
import type { LocalDb } from './localDb';

export const EMPTY_PROFILE: ProfileRow = { fields: {}, clocks: {} };

/** Applies a mutation's effects to the local tables; call inside a Dexie transaction. */
export async function applyEffectsLocally(db: LocalDb, effects: Effect[]): Promise<void> {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'recipe':
        await db.recipes.put(effect.update(await db.recipes.get(effect.id)));
        break;
      case 'activity':
        if (!(await db.activity.get(effect.entry.id))) await db.activity.put(effect.entry);
        break;
      case 'clear':
        await db.clears.put(
          mergeClear(await db.clears.get(effect.recipeId), { recipeId: effect.recipeId, hlc: effect.hlc }),
        );
        break;
      case 'profile':
        await db.setMeta(
          'profile',
          effect.update((await db.getMeta<ProfileRow>('profile')) ?? EMPTY_PROFILE),
        );
        break;
    }
  }
}

/** Re-applies the mutations still in the outbox on top of the server's state. */
export async function reapplyPending(db: LocalDb): Promise<void> {
  const pending = await db.outbox.orderBy('seq').toArray();
  for (const m of pending) {
    try {
      await applyEffectsLocally(db, effectsOf(checkMutation(m as Mutation)));
    } catch {
      // The server will reject it too; it is only waiting in the outbox to be reported.
    }
  }
}

/** Merges one page of pulled changes into the local tables with the shared rules. */
export async function mergePulled(db: LocalDb, reply: PullReply): Promise<void> {
  for (const row of reply.recipes) await db.recipes.put(mergeRecipeRows(await db.recipes.get(row.id), row));
  for (const entry of reply.activity) if (!(await db.activity.get(entry.id))) await db.activity.put(entry);
  for (const clear of reply.clears)
    await db.clears.put(mergeClear(await db.clears.get(clear.recipeId), clear));
  if (reply.profile) {
    await db.setMeta(
      'profile',
      mergeProfile((await db.getMeta<ProfileRow>('profile')) ?? EMPTY_PROFILE, reply.profile),
    );
  }
}
