import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'recipe-core', include: ['src/**/*.test.ts'] } });
