import { defineConfig } from 'vitest/config';

// The seeded sync simulation: real API (in process, real SQLite files) and real sync clients on
// fake-indexeddb. It needs no browser, so it runs with the unit and API suites.
export default defineConfig({
  test: {
    name: 'simulation',
    include: ['simulation/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
