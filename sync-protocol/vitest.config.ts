import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'sync-protocol', include: ['src/**/*.test.ts'] } });
