/**
 * Which seeds run. By default SEEDS seeds of SHORT_RUN mutations plus LONG_SEEDS of LONG_RUN
 * mutations; SIM_SEED=<n> or SIM_SEEDS=<a,b,c-d> runs only those (at SIM_MUTATIONS, default
 * SHORT_RUN), so a failing seed printed by a test name can be replayed alone.
 */
export const SHORT_RUN = 300;
export const LONG_RUN = 2_000;
const SEEDS = 50;
const LONG_SEEDS = [9_001, 9_002];

export interface SeedCase {
  seed: number;
  mutations: number;
}

function parseList(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
    }
    const n = Number(part.trim());
    if (!Number.isInteger(n)) throw new Error(`SIM_SEEDS: "${part}" is not a seed`);
    return [n];
  });
}

export function chosenSeeds(env: NodeJS.ProcessEnv = process.env): SeedCase[] {
  const chosen = env.SIM_SEED ?? env.SIM_SEEDS;
  if (chosen) {
    const mutations = env.SIM_MUTATIONS ? Number(env.SIM_MUTATIONS) : SHORT_RUN;
    return parseList(chosen).map((seed) => ({ seed, mutations }));
  }
  return [
    ...Array.from({ length: SEEDS }, (_, i) => ({ seed: i + 1, mutations: SHORT_RUN })),
    ...LONG_SEEDS.map((seed) => ({ seed, mutations: LONG_RUN })),
  ];
}

/** Splits the cases over the test files so the two halves run in parallel. */
export const shard = (cases: SeedCase[], index: number, of: number) =>
  cases.filter((_, i) => i % of === index);
