import type { Page } from 'playwright-core';

/** What has the keyboard focus, described the way a test can match it. */
export interface Focused {
  tag: string;
  testId: string | null;
  /** The form field's name attribute. */
  name: string | null;
  role: string | null;
  /** The text of the field's first label, or the element's own aria-label. */
  label: string;
  text: string;
  /** Inside an open dialog. */
  inDialog: boolean;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', testId: null, name: null, role: null, label: '', text: '', inDialog: false };
    const labels = (el as HTMLInputElement).labels;
    return {
      tag: el.tagName.toLowerCase(),
      testId: el.getAttribute('data-testid'),
      name: el.getAttribute('name'),
      role: el.getAttribute('role'),
      label: (labels && labels[0]?.textContent) || el.getAttribute('aria-label') || '',
      text: (el.textContent ?? '').trim(),
      inDialog: el.closest('[role="dialog"]') !== null,
    };
  });
}

const describe = (f: Focused) =>
  `<${f.tag}${f.testId ? ` data-testid=${f.testId}` : ''}${f.name ? ` name=${f.name}` : ''}> ${f.label || f.text}`.trim();

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would; fails with
 * the path the focus took when it never gets there.
 */
export async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  what: string,
  options: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  const path: string[] = [];
  let current = await focused(page);
  for (let i = 0; i <= (options.max ?? 40); i++) {
    if (i > 0 || !matches(current)) {
      await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
      current = await focused(page);
      path.push(describe(current));
    }
    if (matches(current)) return current;
  }
  throw new Error(`the keyboard never reached ${what}; the focus went:\n  ${path.join('\n  ')}`);
}

export const byTestId = (id: string) => (f: Focused) => f.testId === id;

/** Waits (briefly: the app moves the focus after its next render) until the focus is on `testId`. */
export async function expectFocusOn(page: Page, testId: string): Promise<void> {
  try {
    await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testId, {
      timeout: 3_000,
    });
  } catch {
    const now = await focused(page);
    const trail = await page.evaluate(() => (window as { __focusTrail?: string[] }).__focusTrail ?? []);
    throw new Error(
      `expected the focus on ${testId}, it is on ${describe(now)}` +
        (trail.length ? `; the focus went:\n  ${trail.join('\n  ')}` : ''),
    );
  }
}

/**
 * Keeps the page's last focus moves (what lost it, to what, whether it was still in the document), so
 * a focus that ends on the page says how it got there.
 */
export async function traceFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const trail: string[] = [];
    (window as { __focusTrail?: string[] }).__focusTrail = trail;
    const name = (node: EventTarget | null) => {
      if (!(node instanceof Element)) return 'the page';
      const el = node as HTMLElement;
      const id = el.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}${el.isConnected ? '' : ' (removed)'}${(el as HTMLButtonElement).disabled ? ' (disabled)' : ''}>`;
    };
    const start = performance.now();
    const note = (line: string) => {
      trail.push(`${Math.round(performance.now() - start)} ms ${line}`);
      if (trail.length > 30) trail.shift();
    };
    document.addEventListener(
      'focusout',
      (e) => note(`${name(e.target)} lost it to ${name(e.relatedTarget)}`),
      true,
    );
    document.addEventListener('focusin', (e) => note(`${name(e.target)} got it`), true);
    document.addEventListener(
      'keydown',
      (e) => e.key !== 'Shift' && note(`key ${e.shiftKey ? 'Shift+' : ''}${e.key}`),
      true,
    );
  });
}
export const byName = (name: string) => (f: Focused) => f.name === name;

/**
 * The focused element shows a focus indicator: an outline (at least 2 px) or a box shadow that the same
 * element without the focus does not have. The comparison is with an unfocused copy placed beside it,
 * so the focus itself is never moved.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const result = await page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, detail: 'nothing has the focus' };
    // Let focus transitions (a ring fading in) finish.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const look = (node: Element) => {
      const s = getComputedStyle(node);
      const width = parseFloat(s.outlineWidth);
      return {
        outline:
          s.outlineStyle !== 'none' && width >= 2 ? `${s.outlineStyle} ${width}px ${s.outlineColor}` : 'none',
        shadow: s.boxShadow,
      };
    };
    const withFocus = look(el);
    const copy = el.cloneNode(true) as HTMLElement;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    el.after(copy);
    const without = look(copy);
    copy.remove();
    const ok =
      (withFocus.outline !== 'none' && withFocus.outline !== without.outline) ||
      (withFocus.shadow !== 'none' && withFocus.shadow !== without.shadow);
    return {
      ok,
      detail: `<${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.className}> focused ${JSON.stringify(withFocus)}, unfocused ${JSON.stringify(without)}`,
    };
  });
  if (!result.ok) throw new Error(`no visible focus indicator: ${result.detail}`);
}
