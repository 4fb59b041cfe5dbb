import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 9: what a first visit may download, gzip. The budgets test fails the build above these. */
export const BUNDLE_BUDGETS = { landingJs: 100 * 1024, shellJs: 200 * 1024 } as const;

/** The routes each page needs on a first visit (route files under web/src/routes). */
export const PAGE_ROUTES = {
  landing: ['src/routes/index.tsx'],
  shell: ['src/routes/app.tsx', 'src/routes/app/home.tsx'],
  recipes: ['src/routes/app.tsx', 'src/routes/app/recipes.tsx'],
} as const;

/** A dish id only the dish library holds: the chunk that carries it is the catalog + library chunk. */
export const LIBRARY_MARKER = 'spaghetti-carbonara';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The JavaScript and CSS a page needs before it can render: the entry with everything it imports
 * statically, plus the chunks of the page's routes (TanStack Router splits a route file into
 * `file?tsr-split=…` chunks) with their static imports. Dynamic imports that the page makes later
 * (on a click, or after first paint) are not counted. Pure, so it can be tested without a build.
 */
export function pageAssets(manifest: Manifest, routes: readonly string[]): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry');
  entries.forEach(visit);
  for (const route of routes) {
    const keys = Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?`));
    if (keys.length === 0) throw new Error(`manifest has no chunk for route ${route}`);
    keys.forEach(visit);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

export interface BundleFigures {
  landingJsGzip: number;
  landingCssGzip: number;
  shellJsGzip: number;
  shellCssGzip: number;
  allJsGzip: number;
  chunks: number;
  /** The chunk holding the ingredient catalog and the dish library (loaded with the camera and recipes screens). */
  libraryChunk: string | null;
  libraryJsGzip: number;
  landing: PageAssets;
  shell: PageAssets;
  recipes: PageAssets;
}

/** Gzip sizes of the production build (web/dist, built with Vite's manifest). */
export function measureBundle(dist: string): BundleFigures {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no build manifest at ${manifestFile}: run "pnpm build" first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const sum = (files: string[]) => files.reduce((total, file) => total + gz(file), 0);
  const landing = pageAssets(manifest, PAGE_ROUTES.landing);
  const shell = pageAssets(manifest, PAGE_ROUTES.shell);
  const recipes = pageAssets(manifest, PAGE_ROUTES.recipes);
  const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const libraryChunk =
    js.map((f) => `assets/${f}`).find((f) => readFileSync(join(dist, f), 'utf8').includes(LIBRARY_MARKER)) ??
    null;
  return {
    landingJsGzip: sum(landing.scripts),
    landingCssGzip: sum(landing.styles),
    shellJsGzip: sum(shell.scripts),
    shellCssGzip: sum(shell.styles),
    allJsGzip: sum(js.map((f) => `assets/${f}`)),
    chunks: js.length,
    libraryChunk,
    libraryJsGzip: libraryChunk ? gz(libraryChunk) : 0,
    landing,
    shell,
    recipes,
  };
}
