/**
 * Step timers a cook can trust: each is an end timestamp, never a count of ticks, so it stays exact
 * when the tab sleeps, the screen locks or the app is switched; several can run at once; they are
 * plain data, stored locally and restored after a reload.
 */
export type TimerState = 'idle' | 'running' | 'paused' | 'done';

export interface StepTimer {
  /** One timer per step of a recipe. */
  step: number;
  durationMs: number;
  state: TimerState;
  /** When a running timer reaches zero (epoch ms). */
  endsAt: number | null;
  /** Time left while idle or paused. */
  remainingMs: number;
}

export const DEFAULT_STEP_SECONDS = 5 * 60;
export const RED_AT_MS = 10_000;
const MINUTES_WORD =
  /(\d+(?:[.,]\d+)?)\s*(?:-|–|to|a|à|bis)?\s*(?:\d+\s*)?(?:min\b|min\.|mins\b|minutes?\b|minuti\b|minuto\b|minuten\b)/i;

/**
 * SPEC §4 default step timer: the first number given in minutes in the step ("simmer 20 min"), else the
 * first number in the recipe's cook time, else 5 minutes; in seconds.
 */
export function defaultTimerSeconds(stepText: string, cookTime: number | string | null | undefined): number {
  const inStep = MINUTES_WORD.exec(stepText);
  if (inStep) {
    const minutes = Number((inStep[1] as string).replace(',', '.'));
    if (minutes > 0 && minutes <= 24 * 60) return Math.round(minutes * 60);
  }
  const fromCook =
    typeof cookTime === 'number' ? cookTime : Number(/\d+/.exec(String(cookTime ?? ''))?.[0] ?? NaN);
  if (Number.isFinite(fromCook) && fromCook > 0) return Math.round(fromCook * 60);
  return DEFAULT_STEP_SECONDS;
}

export function createTimer(step: number, seconds: number): StepTimer {
  const ms = Math.max(0, Math.round(seconds * 1000));
  return { step, durationMs: ms, state: 'idle', endsAt: null, remainingMs: ms };
}

export function remainingMs(timer: StepTimer, now: number): number {
  return timer.state === 'running' && timer.endsAt !== null
    ? Math.max(0, timer.endsAt - now)
    : timer.remainingMs;
}

export function startTimer(timer: StepTimer, now: number): StepTimer {
  if (timer.state === 'running' || timer.remainingMs <= 0) return timer;
  return { ...timer, state: 'running', endsAt: now + timer.remainingMs };
}

export function pauseTimer(timer: StepTimer, now: number): StepTimer {
  if (timer.state !== 'running') return timer;
  return { ...timer, state: 'paused', endsAt: null, remainingMs: remainingMs(timer, now) };
}

export function resetTimer(timer: StepTimer): StepTimer {
  return { ...timer, state: 'idle', endsAt: null, remainingMs: timer.durationMs };
}

/** +1 / +5 minutes: a running timer ends later, a stopped one holds more (a finished one restarts from it). */
export function addTime(timer: StepTimer, ms: number, now: number): StepTimer {
  if (timer.state === 'running' && timer.endsAt !== null) return { ...timer, endsAt: timer.endsAt + ms };
  const state = timer.state === 'done' ? 'paused' : timer.state;
  return { ...timer, state, remainingMs: remainingMs(timer, now) + ms };
}

/** Marks running timers that reached zero as done; returns the steps that just finished. */
export function settleTimers(
  timers: readonly StepTimer[],
  now: number,
): { timers: StepTimer[]; finished: number[] } {
  const finished: number[] = [];
  const next = timers.map((timer) => {
    if (timer.state === 'running' && remainingMs(timer, now) <= 0) {
      finished.push(timer.step);
      return { ...timer, state: 'done' as const, endsAt: null, remainingMs: 0 };
    }
    return timer;
  });
  return { timers: next, finished };
}

/** "mm:ss" (or "h:mm:ss" past an hour), rounding up so a timer never shows 0:00 before it ends. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Timers kept per recipe in local storage, so a reload or an accidental close loses nothing. */
export const timersKey = (recipeId: string) => `cookingTimers:${recipeId}`;

export function parseStoredTimers(raw: string | null): StepTimer[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.flatMap((t): StepTimer[] => {
      const x = t as Partial<StepTimer>;
      const states: TimerState[] = ['idle', 'running', 'paused', 'done'];
      if (typeof x.step !== 'number' || typeof x.durationMs !== 'number' || typeof x.remainingMs !== 'number')
        return [];
      if (!states.includes(x.state as TimerState)) return [];
      if (x.state === 'running' && typeof x.endsAt !== 'number') return [];
      return [
        {
          step: x.step,
          durationMs: x.durationMs,
          state: x.state as TimerState,
          endsAt: x.endsAt ?? null,
          remainingMs: x.remainingMs,
        },
      ];
    });
  } catch {
    return [];
  }
}
