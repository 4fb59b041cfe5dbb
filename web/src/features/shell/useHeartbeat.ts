import { useEffect } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '@avanzo/sync-protocol';
import type { Http } from '../../data/http';

/** POST /heartbeat every 30 s while a signed-in page is open; failures are ignored (SPEC §7). */
export function useHeartbeat(http: Http, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const beat = () => void http.post('/heartbeat').catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [http, active]);
}
