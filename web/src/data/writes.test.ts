import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from './localDb';
import { readActivity, readRecipes } from './hooks';
import { createWriter, ensureIdentity } from './writes';

const recipe = (id: string, title: string, createdAt: string) => ({
  id,
  createdAt,
  title,
  description: '',
  ingredients: [],
  instructions: [],
  cookingTime: { total: 20, prep: null, cook: null },
  servings: 2,
  difficulty: 'easy' as const,
  calories: null,
  tags: [],
  tips: '',
  sourceIngredients: [],
  isGenerated: true,
});

let db: LocalDb;
afterEach(() => db?.close());

async function setup() {
  db = new LocalDb('u1', { indexedDB: new IDBFactory(), IDBKeyRange });
  let n = 0;
  let time = 1_750_000_000_000;
  let writes = 0;
  await ensureIdentity(db, { newId: () => `client-${++n}-abcdef` });
  const writer = createWriter(db, {
    now: () => (time += 1),
    newId: () => `id-${++n}`,
    onWrite: () => writes++,
  });
  return { writer, writes: () => writes };
}

describe('local writes', () => {
  it('change the table and append to the outbox in one step, with gap-free seqs and rising clocks', async () => {
    const { writer, writes } = await setup();
    await writer.createRecipe(recipe('r1', 'Soup', '2026-01-01T00:00:00.000Z'));
    await writer.setSaved('r1', true);
    await writer.patchRecipe('r1', { title: 'Tomato soup' });
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((m) => [m.seq, m.name])).toEqual([
      [1, 'recipe.create'],
      [2, 'saved.set'],
      [3, 'recipe.patch'],
    ]);
    expect(outbox[0]!.hlc < outbox[1]!.hlc && outbox[1]!.hlc < outbox[2]!.hlc).toBe(true);
    expect(await db.getMeta('nextSeq')).toBe(4);
    expect(writes()).toBe(3);
    const [live] = await readRecipes(db);
    expect(live).toMatchObject({ id: 'r1', title: 'Tomato soup', saved: true });
  });

  it('deletes a recipe and its activity together, for good', async () => {
    const { writer } = await setup();
    await writer.createRecipe(recipe('r1', 'Soup', '2026-01-01T00:00:00.000Z'));
    await writer.appendActivity({
      id: 'a1',
      type: 'recipe_generated',
      title: 'Soup',
      description: '',
      relatedId: 'r1',
      timestamp: '2026-01-01T00:00:01.000Z',
    });
    expect(await readActivity(db, 10)).toHaveLength(1);
    await writer.deleteRecipe('r1');
    expect(await readRecipes(db)).toEqual([]);
    expect(await readActivity(db, 10)).toEqual([]);
    await writer.patchRecipe('r1', { title: 'Back?' });
    expect(await readRecipes(db)).toEqual([]);
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual([
      'recipe.create',
      'activity.append',
      'recipe.delete',
      'activity.clearForRecipe',
      'recipe.patch',
    ]);
  });

  it('refuses an invalid write and leaves nothing behind', async () => {
    const { writer } = await setup();
    await expect(writer.setLanguage('es')).rejects.toThrow(/language/);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.getMeta('nextSeq')).toBe(1);
  });
});
