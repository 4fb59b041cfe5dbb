// Bundles the API (and the shared workspace packages it imports) into dist/server.js, and the database
// tools into dist/backup.js and dist/restore.js (docs/backup.md), so a built app runs them with plain
// node. Third-party packages stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@avanzo/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    admin: 'src/cli/admin.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('api: built dist/server.js, dist/backup.js, dist/restore.js, dist/admin.js');
