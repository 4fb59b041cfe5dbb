import { describe, expect, it } from 'vitest';
import { createHashQueue } from './hashQueue';

/** A hash that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => done.then(() => 'hashed') };
}

describe('the password hash queue', () => {
  it('runs at most `concurrency` at once and starts the next when one ends', async () => {
    const queue = createHashQueue({ concurrency: 2, perKey: 10 });
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) => queue.run(`k${i}`, g.work));
    await Promise.resolve();
    expect(queue.load()).toEqual({ running: 2, waiting: 1 });
    gates[0]!.open();
    await runs[0];
    await Promise.resolve();
    expect(queue.load()).toEqual({ running: 2, waiting: 0 });
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual(['hashed', 'hashed', 'hashed']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets one key hold at most `perKey` places and refuses the rest at once (429), so others get in', async () => {
    const queue = createHashQueue({ concurrency: 1, perKey: 2 });
    const flood = Array.from({ length: 400 }, () => gate());
    const results = flood.map((g) =>
      queue.run('account:flooder', g.work).catch((e: { code: string }) => e.code),
    );
    const cook = gate();
    const cooks = queue.run('ip:other-cook', cook.work);
    await Promise.resolve();
    // The flooder holds one running place and one waiting; the other cook waits behind one hash only.
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    const refused = await Promise.all(results.slice(2));
    expect(new Set(refused)).toEqual(new Set(['RATE_LIMITED']));
    for (const g of flood) g.open();
    cook.open();
    expect(await cooks).toBe('hashed');
    expect(await Promise.all(results.slice(0, 2))).toEqual(['hashed', 'hashed']);
  });

  it('answers busy (503) when too many keys wait, and frees a key after a failed hash', async () => {
    const queue = createHashQueue({ concurrency: 1, perKey: 1, maxWaiting: 1 });
    const first = gate();
    const running = queue.run('a', first.work);
    const waiting = queue.run('b', () => Promise.reject(new Error('scrypt failed')));
    await expect(queue.run('c', async () => 'x')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    first.open();
    await running;
    await expect(waiting).rejects.toThrow('scrypt failed');
    expect(await queue.run('b', async () => 'again')).toBe('again');
  });
});
