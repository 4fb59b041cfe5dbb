const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago" in the interface language; older than a week,
 * the date itself. An unreadable timestamp gives an empty string rather than "Invalid Date".
 */
export function relativeTime(iso: string, now: number, language: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  let value = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(value) < 45) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return format.format(value, unit);
    value = Math.round(value / size);
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));
}
