import { availableParallelism } from 'node:os';
import { ErrorCode } from '@avanzo/sync-protocol';
import { AppError } from '../errors';

/**
 * Password hashing (scrypt, ~50 ms and 16 MiB each) runs in libuv's small thread pool: a flood of
 * guesses would queue in front of every other cook's sign-in, and of the file reads that share the pool.
 * This queue runs at most `concurrency` hashes at once, lets each key (an account, an address) wait with
 * at most `perKey` of them, and refuses the rest at once, so one flood costs others at most a few hashes.
 */
export interface HashQueueOptions {
  concurrency?: number;
  perKey?: number;
  /** All waiting hashes together; beyond it the server is busy (503). */
  maxWaiting?: number;
}

export function createHashQueue(options: HashQueueOptions = {}) {
  const concurrency = options.concurrency ?? Math.max(1, Math.min(4, availableParallelism()));
  const perKey = options.perKey ?? 2;
  const maxWaiting = options.maxWaiting ?? 256;
  const perKeyCount = new Map<string, number>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const release = (key: string) => {
    running--;
    const left = (perKeyCount.get(key) ?? 1) - 1;
    if (left === 0) perKeyCount.delete(key);
    else perKeyCount.set(key, left);
    waiting.shift()?.();
  };

  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const mine = perKeyCount.get(key) ?? 0;
      if (mine >= perKey)
        throw new AppError(
          429,
          ErrorCode.RATE_LIMITED,
          'Too many attempts at once. Please wait and try again.',
        );
      if (waiting.length >= maxWaiting)
        throw new AppError(
          503,
          ErrorCode.SERVICE_UNAVAILABLE,
          'The server is busy, please try again shortly',
        );
      perKeyCount.set(key, mine + 1);
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await work();
      } finally {
        release(key);
      }
    },
    /** For tests and the bench: how many hashes run and wait now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type HashQueue = ReturnType<typeof createHashQueue>;
