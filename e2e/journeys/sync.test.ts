import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext } from '../support/browser';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { freePort, startServer, type RunningServer } from '../support/server';
import { serviceWorkerActivated, signIn } from '../support/session';
import '../support/window';

let browser: Browser;
let server: RunningServer;
let port: number;
let dataDir: string;

beforeAll(async () => {
  browser = await launch();
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-sync-e2e-'));
  port = await freePort();
  server = await startServer({ port, dataDir });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const recipe = (id: string, title: string) => ({
  id,
  createdAt: new Date().toISOString(),
  title,
  description: 'Made offline',
  ingredients: [{ name: 'eggs', amount: '3', unit: '', emoji: '🥚' }],
  instructions: ['Beat the eggs', 'Cook gently'],
  cookingTime: { total: 15, prep: 5, cook: 10 },
  servings: 2,
  difficulty: 'easy' as const,
  calories: 320,
  tags: ['vegetarian'],
  tips: '',
  sourceIngredients: ['eggs'],
  isGenerated: true,
});

type Listed = Array<{ id: string; title: string; saved: boolean }>;
const localRecipes = (page: Page) =>
  page.evaluate(async () => (await window.__avanzoData!.recipes()) as Listed);
const dataReady = (page: Page) => page.waitForFunction(() => window.__avanzoData !== undefined);
async function synced(page: Page) {
  await page.evaluate(() => window.__avanzoData!.syncNow());
  await page.waitForFunction(() => {
    const status = window.__avanzoData?.status();
    return status !== undefined && status.pending === 0 && status.state === 'idle';
  });
}

describe('offline-first data and sync in a real browser', () => {
  it('keeps recipes made offline across a reload, delivers them, and converges with a second device', async () => {
    const account = await registerViaApi('Ines', uniqueEmail('ines'), 'kitchen-secret', server.url);
    const contextA = await phoneContext(browser, { baseURL: server.url });
    const pageA = await contextA.newPage();
    await signIn(pageA, account);
    await serviceWorkerActivated(pageA);
    await pageA.reload();
    await dataReady(pageA);

    // Offline: the server is stopped and the network is gone.
    await server.stop();
    await contextA.setOffline(true);
    await pageA.evaluate(
      async ([a, b]) => {
        const { writer } = window.__avanzoData!;
        await writer.createRecipe(a);
        await writer.createRecipe(b);
        await writer.setSaved(a.id, true);
      },
      [recipe('offline-1', 'Frittata'), recipe('offline-2', 'Omelette')] as const,
    );
    await pageA.getByTestId('sync-status').waitFor();
    expect(Number(await pageA.getByTestId('sync-status').getAttribute('data-pending'))).toBe(3);

    await pageA.reload();
    await dataReady(pageA);
    const afterReload = await localRecipes(pageA);
    expect(afterReload.map((r) => [r.id, r.title, r.saved]).sort()).toEqual([
      ['offline-1', 'Frittata', true],
      ['offline-2', 'Omelette', false],
    ]);

    // Back online: the queue drains to the server.
    server = await startServer({ port, dataDir });
    await contextA.setOffline(false);
    await synced(pageA);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const onServer = (await (
      await fetch(`${server.url}/api/recipes/all`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Listed;
    expect(onServer.map((r) => [r.id, r.saved]).sort()).toEqual([
      ['offline-1', true],
      ['offline-2', false],
    ]);

    // A second device of the same user converges, including a delete made there.
    const contextB = await phoneContext(browser, { baseURL: server.url });
    const pageB = await contextB.newPage();
    await signIn(pageB, account);
    await dataReady(pageB);
    await synced(pageB);
    expect((await localRecipes(pageB)).map((r) => r.id).sort()).toEqual(['offline-1', 'offline-2']);
    await pageB.evaluate(() => window.__avanzoData!.writer.deleteRecipe('offline-2'));
    await synced(pageB);

    await synced(pageA);
    expect((await localRecipes(pageA)).map((r) => r.id)).toEqual(['offline-1']);
    await contextB.close();
    await contextA.close();
  });
});
