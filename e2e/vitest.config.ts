import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    // One browser at a time: predictable on a 2-core machine, and the registration rules are per IP.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
