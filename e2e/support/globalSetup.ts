import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeAi } from '../../api/src/test/fakeAiServer';
import { freePort, startServer } from './server';

export const ADMIN_EMAIL = 'chef@avanzo.test';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    /** The fake OpenAI-compatible vision service the shared server talks to (control endpoints). */
    fakeAiOrigin: string;
  }
}

/**
 * Starts the real server the way `pnpm start` does, on a free loopback port with a fresh DATA_DIR,
 * talking to a local fake of the OpenAI-compatible vision service (no outside network here).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-e2e-'));
  const fakeAi = await startFakeAi();
  const server = await startServer({
    port: await freePort(),
    dataDir,
    adminEmail: ADMIN_EMAIL,
    env: {
      // Every journey registers its own cooks, all from this one loopback address.
      REGISTER_LIMIT: '200',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fakeAi.baseUrl,
      AI_API_KEY: 'sk-e2e',
      VISION_MODEL: 'fake-vision',
    },
  });
  project.provide('baseURL', server.url);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('fakeAiOrigin', fakeAi.origin);
  return async () => {
    await server.stop();
    await fakeAi.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
