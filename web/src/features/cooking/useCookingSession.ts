import { useCallback, useEffect, useRef, useState } from 'react';
import { readKey, writeKey } from '../../data/localPrefs';
import {
  addTime,
  createTimer,
  defaultTimerSeconds,
  parseStoredTimers,
  pauseTimer,
  resetTimer,
  settleTimers,
  startTimer,
  timersKey,
  type StepTimer,
} from './timers';

const TICK_MS = 250;
export const AUTO_START_DELAY_MS = 2_000;
const sessionKey = (recipeId: string) => `cookingSession:${recipeId}`;

interface StoredSession {
  startedAt: number;
  step: number;
  checked: number[];
  autoStarted: boolean;
}

function readSession(recipeId: string, now: number): StoredSession {
  try {
    const data = JSON.parse(readKey(sessionKey(recipeId)) ?? 'null') as Partial<StoredSession> | null;
    if (
      data &&
      typeof data.startedAt === 'number' &&
      typeof data.step === 'number' &&
      Array.isArray(data.checked)
    ) {
      return {
        startedAt: data.startedAt,
        step: data.step,
        checked: data.checked.filter((n) => typeof n === 'number'),
        autoStarted: data.autoStarted === true,
      };
    }
  } catch {
    // A broken entry starts a fresh session.
  }
  return { startedAt: now, step: 0, checked: [], autoStarted: false };
}

/**
 * One cooking session, kept on the device so a reload or an accidental close resumes it: the elapsed
 * time, the step, the ticked ingredients and every step timer (end timestamps, several at once).
 */
export function useCookingSession(
  recipeId: string,
  steps: readonly string[],
  cookTime: number | null,
  ingredientCount: number,
  onFinished: (step: number) => void,
) {
  const [now, setNow] = useState(() => Date.now());
  const [session, setSession] = useState<StoredSession>(() => readSession(recipeId, Date.now()));
  const [timers, setTimers] = useState<StepTimer[]>(() => parseStoredTimers(readKey(timersKey(recipeId))));
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const lastStep = Math.max(0, steps.length - 1);
  const step = Math.min(session.step, lastStep);

  useEffect(() => writeKey(sessionKey(recipeId), JSON.stringify(session)), [recipeId, session]);
  useEffect(() => writeKey(timersKey(recipeId), JSON.stringify(timers)), [recipeId, timers]);

  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      setNow(at);
      setTimers((current) => {
        const { timers: next, finished } = settleTimers(current, at);
        if (finished.length === 0) return current;
        for (const s of finished) queueMicrotask(() => finishedRef.current(s));
        return next;
      });
    };
    const id = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  const defaultFor = useCallback(
    (s: number) => createTimer(s, defaultTimerSeconds(steps[s] ?? '', cookTime)),
    [steps, cookTime],
  );
  const current = timers.find((t) => t.step === step) ?? defaultFor(step);

  const update = useCallback(
    (change: (timer: StepTimer, at: number) => StepTimer) => {
      const at = Date.now();
      setTimers((list) => {
        const existing = list.find((t) => t.step === step) ?? defaultFor(step);
        const next = change(existing, at);
        return [...list.filter((t) => t.step !== step), next].sort((a, b) => a.step - b.step);
      });
      setNow(at);
    },
    [step, defaultFor],
  );

  /** SPEC §4: any step change shows that step's timer at its default, unless it is already running. */
  const goTo = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(lastStep, target));
      setTimers((list) => list.filter((t) => t.step !== next || t.state === 'running'));
      setSession((s) => ({ ...s, step: next }));
    },
    [lastStep],
  );

  const toggleChecked = useCallback((index: number) => {
    setSession((s) => ({
      ...s,
      checked: s.checked.includes(index) ? s.checked.filter((i) => i !== index) : [...s.checked, index],
    }));
  }, []);

  // SPEC §4: once every ingredient is ticked, the timer starts by itself after 2 s, only once.
  const allChecked = ingredientCount > 0 && session.checked.length >= ingredientCount;
  useEffect(() => {
    if (!allChecked || session.autoStarted || current.state === 'running') return undefined;
    const id = setTimeout(() => {
      update((timer, at) => startTimer(timer, at));
      setSession((s) => ({ ...s, autoStarted: true }));
    }, AUTO_START_DELAY_MS);
    return () => clearTimeout(id);
  }, [allChecked, session.autoStarted, current.state, update]);

  /** Ends the session: timers stop and nothing is kept. */
  const clear = useCallback(() => {
    writeKey(sessionKey(recipeId), null);
    writeKey(timersKey(recipeId), null);
    setTimers([]);
  }, [recipeId]);

  return {
    now,
    step,
    goTo,
    checked: session.checked,
    allChecked,
    toggleChecked,
    elapsedMs: Math.max(0, now - session.startedAt),
    timers,
    current,
    start: () => {
      update((timer, at) => startTimer(timer.state === 'done' ? resetTimer(timer) : timer, at));
      setSession((s) => ({ ...s, autoStarted: true }));
    },
    pause: () => update((timer, at) => pauseTimer(timer, at)),
    reset: () => update((timer) => resetTimer(timer)),
    add: (ms: number) => update((timer, at) => addTime(timer, ms, at)),
    clear,
  };
}
