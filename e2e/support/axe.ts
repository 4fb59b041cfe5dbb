import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, one h1, ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Theme = 'light' | 'dark';

/** One rule on one node left out, always with the reason. */
export interface Waiver {
  rule: string;
  /** Matches the offending element (or an ancestor of it). */
  selector: string;
  reason: string;
}

export interface AxeCheck {
  /** Names the screen in the failure message ("profile / account modal"). */
  screen: string;
  /** The colour schemes to check; default light only. Each one is emulated, then the page's own is restored. */
  themes?: Theme[];
  /** Only this part of the page (a CSS selector); default the whole document. */
  include?: string;
  /** A rule that is wrong about a node on this screen; nothing here switches a rule off for the page. */
  waive?: Waiver[];
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; failureSummary: string }>;
}

/**
 * Waits for the short CSS animations and transitions (a sheet sliding up, a fade, a colour transition
 * after a theme switch): colour contrast measured mid-fade is not the contrast a person sees. Endless
 * ones (spinners, skeleton shimmer) and long ones (a toast's countdown bar) are left alone, so a toast
 * on screen is checked too.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && end <= 1_000;
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe runs inside the page. Its source is evaluated through the DevTools protocol (page.evaluate), which
 * the page's Content-Security-Policy does not govern, so the strict policy stays on for the journey.
 */
async function inject(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
}

async function run(page: Page, include: string | undefined, waive: Waiver[]): Promise<Violation[]> {
  await inject(page);
  return page.evaluate(
    async ({ include, waive, tags }) => {
      const engine = (
        window as unknown as {
          axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
        }
      ).axe;
      const results = await engine.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      const waived = (rule: string, target: unknown[]) => {
        const selector = target.length === 1 && typeof target[0] === 'string' ? target[0] : null;
        const element = selector ? document.querySelector(selector) : null;
        return waive.some((w) => w.rule === rule && element?.closest(w.selector));
      };
      return results.violations
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes
            .filter((n) => !waived(v.id, n.target as unknown[]))
            .map((n) => ({
              target: JSON.stringify(n.target),
              failureSummary: (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim(),
            })),
        }))
        .filter((v) => v.nodes.length > 0);
    },
    { include, waive, tags: TAGS },
  );
}

function describe(theme: Theme, violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `      - ${n.target}\n        ${n.failureSummary}`).join('\n');
      return `  [${theme}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe on what the page shows now, in each requested colour scheme, and throws a readable list
 * (rule, impact, target selectors, what is wrong) when anything is found. Call it once a screen is
 * fully rendered, or with a dialog open.
 */
export async function expectAccessible(page: Page, check: AxeCheck): Promise<void> {
  const themes = check.themes ?? ['light'];
  const waive = check.waive ?? [];
  const reports: string[] = [];
  let count = 0;
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    const violations = await run(page, check.include, waive);
    count += violations.reduce((sum, v) => sum + v.nodes.length, 0);
    if (violations.length) reports.push(describe(theme, violations));
  }
  // Back to the context's own scheme.
  if (themes.includes('dark')) {
    await page.emulateMedia({ colorScheme: null });
    await settle(page);
  }
  if (reports.length) {
    throw new Error(`axe: ${count} accessibility violation(s) on "${check.screen}":\n${reports.join('\n')}`);
  }
}
