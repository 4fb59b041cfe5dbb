import {
  memoryStatus,
  type AdminAnalytics,
  type AdminGeolocation,
  type AdminPerformance,
  type HealthStatus,
} from '@avanzo/sync-protocol';

/** The bar colour of SPEC §9: green up to 75 %, yellow up to 90 %, red above. */
export const memoryTone = (percentage: number): HealthStatus => memoryStatus(percentage);

/** Share of `part` in `whole` as a whole percentage; 0 when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** 1536 → "1.5 KB"; binary units, one decimal below 10. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 && unit > 0 ? 1 : 0;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** Seconds as the two largest units: "3 d 4 h", "5 h 12 min", "42 s" (unit words come from the catalog). */
export function durationParts(seconds: number): Array<{ value: number; unit: 'd' | 'h' | 'min' | 's' }> {
  const s = Math.max(0, Math.floor(seconds));
  const parts = [
    { value: Math.floor(s / 86_400), unit: 'd' as const },
    { value: Math.floor((s % 86_400) / 3_600), unit: 'h' as const },
    { value: Math.floor((s % 3_600) / 60), unit: 'min' as const },
    { value: s % 60, unit: 's' as const },
  ];
  const first = parts.findIndex((p) => p.value > 0);
  return first === -1 ? [{ value: 0, unit: 's' }] : parts.slice(first, first + 2).filter((p) => p.value > 0);
}

/** The flag of a two-letter region code ("IT" → 🇮🇹), or a globe for anything else. */
export function flagOf(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '🌐';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * The sample numbers shown when the server cannot be reached (SPEC §4). Every screen that shows them
 * marks them as samples; they are round, obviously made-up figures.
 */
export const SAMPLE_ANALYTICS: AdminAnalytics = {
  users: { total: 1000, newToday: 10, active: 400, online: 20 },
  recipes: { total: 5000, today: 50 },
  activities: { weekTotal: 700 },
  recentUsers: [],
  onlineUsers: [],
  generatedAt: new Date(0).toISOString(),
};

export const SAMPLE_PERFORMANCE: AdminPerformance = {
  metrics: {
    system: {
      usedMemory: 4 * 1024 ** 3,
      totalMemory: 8 * 1024 ** 3,
      memoryUsagePercentage: 50,
      cpuCount: 4,
      uptime: 86_400,
      platform: 'linux',
      arch: 'x64',
    },
    process: {
      memory: { heapUsed: 64 * 1024 ** 2, heapTotal: 128 * 1024 ** 2, rss: 256 * 1024 ** 2 },
      uptime: 3_600,
    },
  },
  status: 'good',
};

export const SAMPLE_GEOLOCATION: AdminGeolocation = {
  totalCountries: 3,
  totalWithLocation: 600,
  countries: [
    { country: 'Italy', countryCode: 'IT', cityCount: 3, userCount: 300 },
    { country: 'France', countryCode: 'FR', cityCount: 2, userCount: 200 },
    { country: 'Germany', countryCode: 'DE', cityCount: 1, userCount: 100 },
  ],
  cities: [
    { city: 'Rome', country: 'Italy', countryCode: 'IT', userCount: 150 },
    { city: 'Paris', country: 'France', countryCode: 'FR', userCount: 120 },
    { city: 'Berlin', country: 'Germany', countryCode: 'DE', userCount: 100 },
  ],
};
