import { defineConfig } from 'vitest/config';

// Unit and API suites. The browser journeys run separately (e2e/), against the built app.
export default defineConfig({
  test: {
    projects: ['sync-protocol', 'recipe-core', 'api', 'web', 'bench', 'e2e/vitest.simulation.config.ts'],
  },
});
