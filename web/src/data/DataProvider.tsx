import { useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../app/services';
import { openDataSession, type DataSession } from './dataSession';
import { DataSessionContext, readRecipes } from './hooks';
import { ProfileFollower } from './ProfileFollower';
import { httpTransport } from './transport';

declare global {
  interface Window {
    /** A developer-console handle on the local data layer (also used by the browser journeys). */
    __avanzoData?: {
      writer: DataSession['writer'];
      recipes: () => ReturnType<typeof readRecipes>;
      syncNow: () => Promise<void>;
      status: () => ReturnType<DataSession['engine']['getSnapshot']>;
    };
  }
}

/**
 * Opens the signed-in user's local database and sync client for the pages below it, and closes
 * them on sign-out. A 401 from the sync server pauses the queue and sends the user to sign in.
 */
export function DataProvider({
  userId,
  fallback,
  children,
}: {
  userId: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { auth, onSessionLost } = useServices();
  const [session, setSession] = useState<DataSession | null>(null);

  useEffect(() => {
    let opened: DataSession | null = null;
    let cancelled = false;
    void openDataSession(userId, {
      transport: httpTransport(() => auth.token),
      onUnauthorized: () => onSessionLost(),
      onDeactivated: () => onSessionLost('ACCOUNT_DEACTIVATED'),
      browser: true,
    }).then((s) => {
      if (cancelled) {
        s.close();
        return;
      }
      opened = s;
      setSession(s);
      window.__avanzoData = {
        writer: s.writer,
        recipes: () => readRecipes(s.db),
        syncNow: () => s.engine.syncNow(),
        status: () => s.engine.getSnapshot(),
      };
    });
    return () => {
      cancelled = true;
      opened?.close();
      setSession(null);
      delete window.__avanzoData;
    };
  }, [userId, auth, onSessionLost]);

  if (!session) return <>{fallback}</>;
  return (
    <DataSessionContext.Provider value={session}>
      <ProfileFollower />
      {children}
    </DataSessionContext.Provider>
  );
}
