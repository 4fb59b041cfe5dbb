import { useCallback, useEffect, useState } from 'react';
import type { RegisterChallengeReply } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';

export type ChallengeState =
  | { status: 'loading' }
  | { status: 'ready'; challenge: RegisterChallengeReply; openedAt: number }
  | { status: 'error' };

/**
 * The registration captcha, from the server's signed challenge. Loading a question (re)starts the
 * form timer, because the server times the form from the same moment.
 */
export function useChallenge(): { state: ChallengeState; refresh: () => void } {
  const { http } = useServices();
  const [state, setState] = useState<ChallengeState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    http
      .get<RegisterChallengeReply>('/auth/register-challenge', {
        signal: controller.signal,
        timeoutMs: 8_000,
      })
      .then((challenge) => setState({ status: 'ready', challenge, openedAt: Date.now() }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [http, generation]);

  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { state, refresh };
}
