// `pnpm bench`: prints the benchmark figures as a table. Benchmarks measure; they never fail a build.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const bundle = measureBundle(join(root, 'web', 'dist'));
console.table({
  'landing: initial JS (gzip)': kb(bundle.landingJsGzip),
  'landing: initial CSS (gzip)': kb(bundle.landingCssGzip),
  'all JS chunks (gzip)': kb(bundle.allJsGzip),
  'JS chunks': String(bundle.chunks),
});
