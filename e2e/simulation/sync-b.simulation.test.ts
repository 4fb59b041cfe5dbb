import { simulationSuite } from './support/suite';

/**
 * The seeded sync simulation (shard 2 of 2; the seeds are split over two files so they run in
 * parallel): the real API on a real SQLite file, six real sync clients on fake-indexeddb, a faulty
 * network, server restarts, then healing and convergence checks. Replay one seed with
 * SIM_SEED=<n> [SIM_MUTATIONS=<m>], several with SIM_SEEDS=1,5,10-20 (support/seeds.ts).
 */
simulationSuite(1);
