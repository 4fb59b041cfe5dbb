import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server';

export const ADMIN_EMAIL = 'chef@avanzo.test';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
  }
}

/** Starts the real server the way `pnpm start` does, on a free loopback port with a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-e2e-'));
  const server = await startServer({ port: await freePort(), dataDir, adminEmail: ADMIN_EMAIL });
  project.provide('baseURL', server.url);
  project.provide('adminEmail', ADMIN_EMAIL);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
