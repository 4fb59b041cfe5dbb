import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Http } from '../data/http';
import type { AuthState, AuthStore } from '../data/session';
import type { ServerConfigStore } from '../data/serverConfig';

/** The app's long-lived parts, made once in main.tsx and handed down (no module-level state). */
export interface Services {
  auth: AuthStore;
  http: Http;
  i18n: I18n;
  serverConfig: ServerConfigStore;
  /** Set once the user picks a language, so start-up detection never overrides a choice. */
  languageChoice: { made: boolean };
  /**
   * The server refused the session (401 with a token code, or 403 ACCOUNT_DEACTIVATED): sign out and
   * go to /auth, saying why. What is still queued stays on the device for the next sign-in.
   */
  onSessionLost: (code?: string) => void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useAuthState(): AuthState {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot);
}
