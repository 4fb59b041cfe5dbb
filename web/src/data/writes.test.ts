import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from './localDb';
import { readActivity, readRecipes } from './hooks';
import { ChangeTooLargeError, createWriter, ensureIdentity, writeErrorKey } from './writes';

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

  it('refuses, when it is made, a change too large to ever be sent (bytes, not length), writing nothing', async () => {
    const { writer, writes } = await setup();
    await writer.createRecipe(recipe('r1', 'Soup', '2026-01-01T00:00:00.000Z'));
    // 60 steps of 1,500 emoji: within every length rule (UTF-16 units), 360 KB of UTF-8.
    const steps = Array.from({ length: 60 }, () => '🍅'.repeat(1_500));
    const huge = { ...recipe('r2', 'Sauce', '2026-01-01T00:00:00.000Z'), instructions: steps };
    const error = await writer.addGenerated([huge], []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChangeTooLargeError);
    expect(writeErrorKey(error)).toBe('common.errors.changeTooLarge');
    expect((await readRecipes(db)).map((r) => r.id)).toEqual(['r1']);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.getMeta('nextSeq')).toBe(2);
    expect(writes()).toBe(1);
  });

  it("stamps with the server's time as last learned and keeps the device's own reading in `at`", async () => {
    const { writer } = await setup();
    // The device is a day fast; an exchange taught it the offset.
    await db.setMeta('clockOffset', { offset: -86_400_000, rtt: 50 });
    await writer.setSaved('r1', true);
    const [m] = await db.outbox.toArray();
    expect(m!.at! - Number(m!.hlc.slice(0, 15))).toBe(86_400_000);
  });
});
