// Lighthouse (issue 9): the real API serving the production build (web/dist) on loopback; Lighthouse
// (node API, default config: mobile form factor, simulated throttling) on `/`, `/auth` and, signed in,
// `/app/home`, each in a fresh Chromium (/usr/bin/chromium, its own profile, so nothing is cached).
// For the signed-in page the session is put where the web app keeps it (localStorage `token` and
// `cachedUser`, see web/src/data/session.ts) through the DevTools protocol before the run, and
// Lighthouse is told not to reset storage. Targets: performance ≥ 98, accessibility 100,
// best practices 100; below target, the failing audits are listed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type LighthouseFn from 'lighthouse';
import type { AuthReply } from '@avanzo/sync-protocol';
import {
  appendActivity,
  benchRecipe,
  createRecipe,
  deviceClock,
  push,
  registerAccounts,
  sequence,
  startServers,
} from './apiThroughput';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export const TARGETS: Record<CategoryId, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
};

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  /** 0–100, or null for an audit that errored. */
  score: number | null;
  displayValue?: string;
  /** The first few offending items (element, URL or message), to know what to fix. */
  items?: string[];
}

export interface PageFigures {
  name: string;
  path: string;
  signedIn: boolean;
  finalUrl: string;
  /** 0–100 per category. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's estimate of the machine's speed (its throttling is calibrated for ~1000+). */
  benchmarkIndex: number;
  failing: FailingAudit[];
  warnings: string[];
}

export interface LighthouseFigures {
  skipped?: string;
  pages: PageFigures[];
}

/** The parts of a Lighthouse result this file reads (a subset of LH.Result, for testability). */
export interface LhrLike {
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        displayValue?: string;
        numericValue?: number;
        details?: unknown;
      }
    | undefined
  >;
}

/** A short description of one item of an audit's details table (element, message or URL). */
export function describeItem(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const it = item as Record<string, unknown>;
  if (it.type === 'list-section') return describeSection(it);
  // A table nested in a list (e.g. the LCP element): its first row.
  if (it.type === 'table' && Array.isArray(it.items)) return describeItem(it.items[0]);
  const node = it.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const parts = [
    text(node?.snippet) ?? text(node?.selector),
    text(it.description),
    text(it.url) ?? text((it.sourceLocation as { url?: unknown } | undefined)?.url),
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  // Lighthouse's messages carry markdown links: keep their text.
  const line = parts
    .join(' — ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ');
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

interface NetworkNode {
  url: string;
  navStartToEndTime: number;
  isLongest?: boolean;
  children?: Record<string, NetworkNode>;
}

/** An insight's list section: the longest request chain of a network tree, or a titled text. */
function describeSection(section: Record<string, unknown>): string | null {
  const value = section.value as { type?: string; value?: unknown; chains?: Record<string, NetworkNode> };
  if (value?.type === 'network-tree' && value.chains) {
    const chain: NetworkNode[] = [];
    let level: Record<string, NetworkNode> | undefined = value.chains;
    while (level) {
      const nodes: NetworkNode[] = Object.values(level);
      const next: NetworkNode | undefined = nodes.find((n) => n.isLongest) ?? nodes[0];
      if (!next) break;
      chain.push(next);
      level = next.children;
    }
    if (chain.length === 0) return null;
    const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '/';
    return `longest chain: ${chain.map((n) => path(n.url)).join(' → ')} (${Math.round(chain.at(-1)!.navStartToEndTime)} ms)`;
  }
  const title = typeof section.title === 'string' ? section.title : null;
  if (value?.type === 'text' && typeof value.value === 'string') {
    return title ? `${title}: ${value.value}` : value.value;
  }
  return null;
}

const MAX_ITEMS = 4;

function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items
    .slice(0, MAX_ITEMS)
    .map(describeItem)
    .filter((d): d is string => d !== null);
}

/**
 * The audits that keep a category below its target: weighted audits (the metrics, for performance)
 * under a full score, binary audits that failed, numeric ones under Lighthouse's 0.9 pass mark, and
 * audits that errored. Categories at or above target list nothing.
 */
export function failingAudits(lhr: LhrLike, targets: Record<CategoryId, number> = TARGETS): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const group = lhr.categories[category];
    if (!group || Math.round((group.score ?? 0) * 100) >= targets[category]) continue;
    for (const ref of group.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const mode = audit.scoreDisplayMode;
      const failed =
        mode === 'error' ||
        (audit.score !== null &&
          (mode === 'binary'
            ? audit.score < 1
            : ref.weight > 0
              ? audit.score < 1
              : (mode === 'numeric' || mode === 'metricSavings') && audit.score < 0.9));
      if (!failed) continue;
      const items = itemsOf(audit.details);
      out.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score === null ? null : Math.round(audit.score * 100),
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(items.length > 0 ? { items } : {}),
      });
    }
  }
  return out;
}

// Lighthouse itself is imported when it runs (this file's pure helpers load without it), with its own
// chrome-launcher and puppeteer-core (the bench package does not depend on them).
type Lighthouse = typeof LighthouseFn;
type LighthousePage = NonNullable<Parameters<Lighthouse>[3]>;
interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel?: string }): Promise<LaunchedChrome>;
}
interface PuppeteerBrowser {
  newPage(): Promise<LighthousePage>;
  disconnect(): Promise<void>;
}
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser>;
}

interface LighthouseDeps {
  lighthouse: Lighthouse;
  launcher: ChromeLauncher;
  puppeteer: Puppeteer;
}

async function lighthouseDeps(): Promise<LighthouseDeps> {
  let lighthouse: Lighthouse;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch (error) {
    // e.g. "Cannot find module 'tslib'" when node_modules is behind the lockfile.
    throw new Error(`Lighthouse did not load (run pnpm install): ${String(error).split('\n')[0]}`, {
      cause: error,
    });
  }
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const launcher = (await import(
    pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href
  )) as ChromeLauncher;
  // The ESM build, the one Lighthouse itself imports.
  const puppeteerDir = dirname(fromLighthouse.resolve('puppeteer-core/package.json'));
  const puppeteer = (
    (await import(pathToFileURL(join(puppeteerDir, 'lib/esm/puppeteer/puppeteer-core.js')).href)) as {
      default: Puppeteer;
    }
  ).default;
  return { lighthouse, launcher, puppeteer };
}

interface PageSpec {
  name: string;
  path: string;
  session?: AuthReply;
}

async function audit(deps: LighthouseDeps, base: string, spec: PageSpec): Promise<PageFigures> {
  const chrome = await deps.launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  let browser: PuppeteerBrowser | null = null;
  try {
    browser = await deps.puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (spec.session) {
      // A same-origin page that does not start the app (no service worker, nothing cached), just to
      // write the session into the origin's localStorage.
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        (token: string, user: string) => {
          localStorage.setItem('token', token);
          localStorage.setItem('cachedUser', user);
        },
        spec.session.token,
        JSON.stringify(spec.session.user),
      );
    }
    const result = await deps.lighthouse(
      `${base}${spec.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: Boolean(spec.session),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${spec.path}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${spec.path}: ${lhr.runtimeError.message}`);
    const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      name: spec.name,
      path: spec.path,
      signedIn: Boolean(spec.session),
      finalUrl: lhr.finalDisplayedUrl,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing: failingAudits(lhr as unknown as LhrLike),
      warnings: lhr.runWarnings,
    };
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await chrome.kill();
  }
}

export async function runLighthouse(
  options: { dist?: string; pages?: string[] } = {},
): Promise<LighthouseFigures> {
  const dist = options.dist ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) return { skipped: 'skipped: run pnpm build', pages: [] };
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-bench-lighthouse-'));
  const servers = await startServers({ dataDir, webDist: dist });
  try {
    const base = servers.api;
    // A user with a few recipes and some history, so the signed-in home has something to show.
    const [session] = await registerAccounts(base, [{ email: 'lighthouse@avanzo.test', name: 'Lucia' }]);
    const ids = Array.from({ length: 12 }, (_, i) => `lh-recipe-${i}`);
    const seeded = await push(
      base,
      session!.token,
      'lighthouse-seed',
      sequence(
        [
          ...ids.map((id, i) => createRecipe(benchRecipe(id, i))),
          ...ids.slice(0, 6).map((id, i) => appendActivity(`lh-activity-${i}`, id, i)),
        ],
        0,
        deviceClock('lighthouse-seed'),
      ),
    );
    if (seeded.status !== 200) throw new Error(`seeding failed: ${seeded.status}`);

    const specs: PageSpec[] = [
      { name: 'landing', path: '/' },
      { name: 'auth', path: '/auth' },
      { name: 'home (signed in)', path: '/app/home', session },
    ].filter((p) => !options.pages || options.pages.includes(p.name));
    const deps = await lighthouseDeps();
    const pages: PageFigures[] = [];
    for (const spec of specs) pages.push(await audit(deps, base, spec));
    return { pages };
  } finally {
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lines for the printed report: every page's failing audits, grouped by category. */
export function failingReport(pages: readonly PageFigures[]): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    if (page.failing.length === 0) continue;
    lines.push(`Lighthouse ${page.name} (${page.path}): audits below target`);
    for (const f of page.failing) {
      const score = f.score === null ? 'error' : String(f.score);
      lines.push(
        `  [${f.category}] ${f.id}: ${f.title} (score ${score}${f.displayValue ? `, ${f.displayValue}` : ''})`,
      );
      for (const item of f.items ?? []) lines.push(`      · ${item}`);
    }
  }
  return lines;
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const result = await runLighthouse();
  if (result.skipped) console.log(result.skipped);
  for (const page of result.pages) {
    console.log(
      page.name,
      page.finalUrl,
      page.scores,
      `LCP ${page.lcpMs.toFixed(0)} ms, TBT ${page.tbtMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}, FCP ${page.fcpMs.toFixed(0)} ms, benchmarkIndex ${page.benchmarkIndex}`,
    );
    if (page.warnings.length) console.log('  warnings:', page.warnings);
  }
  for (const line of failingReport(result.pages)) console.log(line);
}
