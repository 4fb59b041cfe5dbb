/**
 * Virtual time for the simulation. Nothing waits for real time: timers (the sync engines' debounce
 * and backoff, delayed network messages, late duplicates) fire only when the simulation moves the
 * clock. Only one piece of work runs at a time: after every action the simulation waits until all
 * started work has finished or is parked on a virtual timer, which makes a run a pure function of
 * its seed.
 */
interface Timer {
  id: number;
  at: number;
  fn: () => void | Promise<void>;
}

export class VirtualTime {
  /** Milliseconds since the start of the run. */
  now = 0;
  private timers: Timer[] = [];
  private nextId = 1;
  private active = 0;
  private idleWaiters: Array<() => void> = [];

  setTimer(fn: () => void | Promise<void>, ms: number): number {
    const id = this.nextId++;
    this.timers.push({ id, at: this.now + Math.max(0, ms), fn });
    return id;
  }

  clearTimer(id: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== id);
  }

  /** Marks the start and the end of a piece of work the simulation must wait for. */
  enter(): void {
    this.active += 1;
  }

  leave(): void {
    this.active -= 1;
    if (this.active < 0) throw new Error('virtual time: leave() without enter()');
    if (this.active === 0) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** Tracks a promise as running work until it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    this.enter();
    return work.finally(() => this.leave());
  }

  /** Parks the calling work until the clock has moved `ms` forward. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.leave();
      this.setTimer(() => {
        this.enter();
        resolve();
      }, ms);
    });
  }

  /** Waits until no work runs, firing timers that are already due, one at a time. */
  async settle(): Promise<void> {
    for (let guard = 0; guard < 100_000; guard++) {
      if (this.active > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
      // Let stray promise chains (a status refresh after a write) finish before the next action.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.active > 0) continue;
      if (!(await this.fireNext(this.now))) return;
    }
    throw new Error('virtual time: the system never settled (a timer loop?)');
  }

  /** Moves the clock forward by `ms`, firing every timer on the way in order. */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    await this.settle();
    while (await this.fireNext(target)) await this.settle();
    this.now = target;
  }

  /** Timers still waiting, e.g. parked requests. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  private async fireNext(until: number): Promise<boolean> {
    let first: Timer | undefined;
    for (const t of this.timers) {
      if (t.at <= until && (!first || t.at < first.at || (t.at === first.at && t.id < first.id))) first = t;
    }
    if (!first) return false;
    const timer = first;
    this.timers = this.timers.filter((t) => t !== timer);
    this.now = Math.max(this.now, timer.at);
    await timer.fn();
    return true;
  }
}
