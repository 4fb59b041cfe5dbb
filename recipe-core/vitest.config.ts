import { defineConfig } from 'vitest/config';

// Property tests run thousands of cases; on a busy 2-core machine one took 5.3 s (3.5 s when quiet),
// past Vitest's 5 s default. They are CPU-bound, not waiting on anything: a longer limit, not fewer runs.
export default defineConfig({
  test: { name: 'recipe-core', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
