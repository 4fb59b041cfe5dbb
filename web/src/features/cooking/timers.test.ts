import { describe, expect, it } from 'vitest';
import {
  addTime,
  createTimer,
  defaultTimerSeconds,
  formatClock,
  parseStoredTimers,
  pauseTimer,
  remainingMs,
  resetTimer,
  settleTimers,
  startTimer,
} from './timers';

describe('defaultTimerSeconds', () => {
  it('reads the minutes of the step, then the recipe cook time, else 5 minutes', () => {
    expect(defaultTimerSeconds('Bring 400 ml of water to the boil, 8 min.', 30)).toBe(480);
    expect(defaultTimerSeconds('Cuoci finché è tenero, 12 minuti.', null)).toBe(720);
    expect(defaultTimerSeconds('Weich dünsten, 6 Min.', null)).toBe(360);
    expect(defaultTimerSeconds('Simmer 10-12 minutes', null)).toBe(600);
    expect(defaultTimerSeconds('Chop 2 onions.', 25)).toBe(1500);
    expect(defaultTimerSeconds('Chop 2 onions.', '40 min')).toBe(2400);
    expect(defaultTimerSeconds('Serve.', null)).toBe(300);
  });
});

describe('step timers', () => {
  const t0 = 1_000_000;

  it('counts down from an end time, pauses and resumes exactly', () => {
    let timer = startTimer(createTimer(0, 60), t0);
    expect(remainingMs(timer, t0 + 15_000)).toBe(45_000);
    timer = pauseTimer(timer, t0 + 15_000);
    expect(remainingMs(timer, t0 + 500_000)).toBe(45_000);
    timer = startTimer(timer, t0 + 500_000);
    expect(remainingMs(timer, t0 + 530_000)).toBe(15_000);
  });

  it('stays exact across a 10-minute sleep: one wake-up settles it as done', () => {
    const timer = startTimer(createTimer(2, 300), t0);
    const { timers, finished } = settleTimers([timer], t0 + 10 * 60_000);
    expect(finished).toEqual([2]);
    expect(timers[0]).toMatchObject({ state: 'done', remainingMs: 0 });
  });

  it('adds one or five minutes whether running, paused or finished', () => {
    const running = addTime(startTimer(createTimer(0, 60), t0), 60_000, t0);
    expect(remainingMs(running, t0 + 30_000)).toBe(90_000);
    const paused = addTime(pauseTimer(running, t0 + 30_000), 5 * 60_000, t0 + 30_000);
    expect(paused.remainingMs).toBe(390_000);
    const done = settleTimers([startTimer(createTimer(1, 1), t0)], t0 + 2_000).timers[0]!;
    const again = addTime(done, 60_000, t0 + 2_000);
    expect(again).toMatchObject({ state: 'paused', remainingMs: 60_000 });
    expect(resetTimer(again).remainingMs).toBe(1_000);
  });

  it('runs several timers at once, each finishing on its own', () => {
    const a = startTimer(createTimer(0, 60), t0);
    const b = startTimer(createTimer(3, 120), t0 + 10_000);
    const first = settleTimers([a, b], t0 + 61_000);
    expect(first.finished).toEqual([0]);
    const second = settleTimers(first.timers, t0 + 131_000);
    expect(second.finished).toEqual([3]);
  });

  it('survives a reload through storage, still counting from the same end time', () => {
    const timers = [
      startTimer(createTimer(1, 600), t0),
      pauseTimer(startTimer(createTimer(4, 60), t0), t0 + 20_000),
    ];
    const restored = parseStoredTimers(JSON.stringify(timers));
    expect(restored).toEqual(timers);
    expect(remainingMs(restored[0]!, t0 + 300_000)).toBe(300_000);
    expect(parseStoredTimers('{bad')).toEqual([]);
    expect(parseStoredTimers(JSON.stringify([{ step: 1, state: 'running' }, { nope: true }]))).toEqual([]);
  });

  it('formats as mm:ss, rounding up', () => {
    expect([0, 999, 10_000, 61_500, 3_600_000 + 5_000].map(formatClock)).toEqual([
      '00:00',
      '00:01',
      '00:10',
      '01:02',
      '1:00:05',
    ]);
  });
});
