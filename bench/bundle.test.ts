import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS, measureBundle, pageAssets, type Manifest } from './bundle';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('pageAssets', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-2.js'],
      dynamicImports: ['src/routes/app.tsx?tsr-split=component'],
      css: ['assets/index-1.css'],
    },
    '_react-2.js': { file: 'assets/react-2.js' },
    '_shared-3.js': { file: 'assets/shared-3.js', imports: ['_react-2.js'], css: ['assets/shared-3.css'] },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/landing-4.js', imports: ['_shared-3.js'] },
    'src/routes/app.tsx?tsr-split=component': {
      file: 'assets/app-5.js',
      imports: ['index.html'],
      dynamicImports: ['_later-6.js'],
    },
    '_later-6.js': { file: 'assets/later-6.js' },
  };

  it("collects the entry, the page's route chunks and their static imports once each, not dynamic ones", () => {
    expect(pageAssets(manifest, ['src/routes/index.tsx'])).toEqual({
      scripts: ['assets/index-1.js', 'assets/landing-4.js', 'assets/react-2.js', 'assets/shared-3.js'],
      styles: ['assets/index-1.css', 'assets/shared-3.css'],
    });
    expect(pageAssets(manifest, ['src/routes/app.tsx']).scripts).toEqual([
      'assets/app-5.js',
      'assets/index-1.js',
      'assets/react-2.js',
    ]);
  });

  it('fails loudly when a route or an import is missing, so a renamed route cannot shrink the figure', () => {
    expect(() => pageAssets(manifest, ['src/routes/gone.tsx'])).toThrow(/no chunk for route/);
    expect(() => pageAssets({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_x'] } }, [])).toThrow(
      /no chunk "_x"/,
    );
  });
});

describe('bundle budgets (production build in web/dist)', () => {
  it('has a build to measure', () => {
    expect(existsSync(join(dist, '.vite', 'manifest.json')), 'run "pnpm build" before the tests').toBe(true);
  });

  it(`keeps the landing page's JavaScript within ${kb(BUNDLE_BUDGETS.landingJs)} gzip`, () => {
    const figures = measureBundle(dist);
    expect(
      figures.landingJsGzip,
      `landing JS ${kb(figures.landingJsGzip)}: ${figures.landing.scripts.join(', ')}`,
    ).toBeLessThanOrEqual(BUNDLE_BUDGETS.landingJs);
  });

  it('loads the catalog and dish library with the recipes screen, never with the landing page or the shell', () => {
    const figures = measureBundle(dist);
    expect(figures.libraryChunk, 'a chunk holds the dish library').not.toBeNull();
    console.log(`catalog + dish library chunk: ${kb(figures.libraryJsGzip)} gzip (${figures.libraryChunk})`);
    expect(figures.landing.scripts).not.toContain(figures.libraryChunk);
    expect(figures.shell.scripts).not.toContain(figures.libraryChunk);
    expect(figures.recipes.scripts).toContain(figures.libraryChunk);
  });

  it(`keeps the signed-in shell's JavaScript within ${kb(BUNDLE_BUDGETS.shellJs)} gzip`, () => {
    const figures = measureBundle(dist);
    expect(
      figures.shellJsGzip,
      `shell JS ${kb(figures.shellJsGzip)}: ${figures.shell.scripts.join(', ')}`,
    ).toBeLessThanOrEqual(BUNDLE_BUDGETS.shellJs);
  });
});
