import { afterAll, describe, expect, it } from 'vitest';
import { chosenSeeds, shard } from './seeds';
import { runSimulation, type SimResult } from './simulation';

export const SHARDS = 2;

/** One test per seed; the name carries the seed, and a failure lists every problem found. */
export function simulationSuite(index: number): void {
  const cases = shard(chosenSeeds(), index, SHARDS);
  const results: SimResult[] = [];
  describe(`sync simulation (shard ${index + 1} of ${SHARDS})`, () => {
    // Always present, so a shard that a SIM_SEED selection leaves empty still checks something real.
    it('splits the chosen seeds over the shards so each runs exactly once', () => {
      const all = chosenSeeds();
      const split = Array.from({ length: SHARDS }, (_, i) => shard(all, i, SHARDS)).flat();
      const seeds = (list: { seed: number }[]) => list.map((c) => c.seed).sort((a, b) => a - b);
      expect(seeds(split)).toEqual(seeds(all));
    });
    it.each(cases)(
      'seed $seed, $mutations mutations (replay: SIM_SEED=$seed SIM_MUTATIONS=$mutations)',
      async ({ seed, mutations }) => {
        const result = await runSimulation({ seed, mutations });
        results.push(result);
        if (process.env.SIM_SEED ?? process.env.SIM_SEEDS) {
          const { problems: _problems, ...summary } = result;
          console.log(JSON.stringify(summary));
        }
        expect(
          result.problems,
          `seed ${seed}: rerun with SIM_SEED=${seed} SIM_MUTATIONS=${mutations}`,
        ).toEqual([]);
        expect(result.mutations).toBeGreaterThanOrEqual(mutations);
      },
    );
    afterAll(() => {
      if (results.length === 0 || process.env.SIM_QUIET) return;
      const sum = (f: (r: SimResult) => number) => results.reduce((n, r) => n + f(r), 0);
      const events: Record<string, number> = {};
      for (const r of results)
        for (const [k, v] of Object.entries(r.events)) events[k] = (events[k] ?? 0) + v;
      console.log(
        `sync simulation shard ${index + 1}: ${results.length} seeds, ${sum((r) => r.mutations)} mutations ` +
          `(${sum((r) => r.restamped)} re-stamped for a wrong clock, ${sum((r) => r.refused)} refused and ` +
          `reported, ${sum((r) => r.ordered)} checked for ` +
          `real-time order), ${sum((r) => r.steps)} steps, ` +
          `${sum((r) => r.virtualMinutes)} virtual minutes; events ${JSON.stringify(events)}`,
      );
    });
  });
}
