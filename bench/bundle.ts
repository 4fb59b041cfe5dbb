import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialAssets } from './initialAssets';

export interface BundleFigures {
  landingJsGzip: number;
  landingCssGzip: number;
  allJsGzip: number;
  chunks: number;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip sizes of the production build: what a first visit to the landing page downloads. */
export function measureBundle(dist: string): BundleFigures {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`no build at ${dist}: run "pnpm build" first`);
  const { scripts, styles } = initialAssets(readFileSync(index, 'utf8'));
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(join(dist, f)), 0);
  const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    landingJsGzip: sum(scripts),
    landingCssGzip: sum(styles),
    allJsGzip: js.reduce((total, f) => total + gz(join(dist, 'assets', f)), 0),
    chunks: js.length,
  };
}
