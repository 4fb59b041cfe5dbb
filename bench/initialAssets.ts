/**
 * The JavaScript and CSS a first visit downloads before the landing page can render: the entry
 * script plus everything index.html preloads. Pure, so it can be tested without a build.
 */
export function initialAssets(indexHtml: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1] ?? null;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') {
      const src = attr(tag, 'src');
      if (src) scripts.add(src);
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') scripts.add(href);
      if (rel === 'stylesheet') styles.add(href);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
