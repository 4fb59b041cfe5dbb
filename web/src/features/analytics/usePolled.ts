import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';

export type PolledState = 'loading' | 'live' | 'stale' | 'sample';

export interface Polled<T> {
  data: T;
  /** live: fresh from the server; stale: the last real figures, a later refresh failed; sample: never reached. */
  state: PolledState;
  updatedAt: number | null;
  refresh: () => void;
}

/**
 * Reads an admin endpoint (`{data}`) now and every `intervalMs` (SPEC §4 analytics refresh). When the
 * server cannot be reached the last real figures stay, marked stale; before any real answer the
 * caller's sample numbers show, marked as samples.
 */
export function usePolled<T>(path: string, intervalMs: number, sample: T): Polled<T> {
  const { http } = useServices();
  const [data, setData] = useState<T>(sample);
  const [state, setState] = useState<PolledState>('loading');
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const hadReal = useRef(false);
  const inFlight = useRef(false);

  const load = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const reply = await http.get<{ data: T }>(path);
      hadReal.current = true;
      setData(reply.data);
      setState('live');
      setUpdatedAt(Date.now());
    } catch (error) {
      console.warn(`Avanzo analytics: ${path} failed`, error);
      if (hadReal.current) setState('stale');
      else {
        setData(sample);
        setState('sample');
      }
    } finally {
      inFlight.current = false;
    }
    // `sample` is a module constant; re-creating the loader for it would restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, path]);

  useEffect(() => {
    void load();
    const id = setInterval(() => void load(), intervalMs);
    return () => clearInterval(id);
  }, [load, intervalMs]);

  return { data, state, updatedAt, refresh: () => void load() };
}
