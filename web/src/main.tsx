import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { ServicesProvider, type Services } from './app/services';
import { createHttp } from './data/http';
import { readSavedLanguage } from './data/localPrefs';
import { ServerConfigStore } from './data/serverConfig';
import { AuthStore } from './data/session';
import { applyLanguage, createI18n, runLanguageDetection } from './i18n';
import { immediateLanguage } from './i18n/detect';
import { routeTree } from './routeTree.gen';
import { notify } from './ui/toast';
import './ui/base.css';
import './ui/ui.css';

function createAppRouter(services: Services) {
  return createRouter({
    routeTree,
    context: { services },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

const DEACTIVATED_TOAST = 'account-deactivated';

async function start(): Promise<void> {
  const i18n = await createI18n(immediateLanguage(readSavedLanguage(), navigator.languages ?? []));
  let onTokenError: (code: string) => void = () => {};
  const http = createHttp({ getToken: () => auth.token, onTokenError: (code) => onTokenError(code) });
  const auth = new AuthStore(http);
  const services: Services = {
    auth,
    http,
    i18n,
    serverConfig: new ServerConfigStore(http),
    languageChoice: { made: false },
    onSessionLost: (code = 'TOKEN_INVALID') => onTokenError(code),
  };
  auth.onUserLanguage = (language) => {
    if (language !== i18n.language) void applyLanguage(i18n, language);
  };
  const router = createAppRouter(services);

  // SPEC §8: a 401 with a token code forgets the session and goes to /auth (unless already there); a
  // deactivated account does the same with its own message. The local store and its outbox stay.
  onTokenError = (code) => {
    const wasSignedIn = auth.getSnapshot().user !== null;
    auth.logout();
    if (router.state.location.pathname !== '/auth') {
      if (code === 'ACCOUNT_DEACTIVATED')
        notify.error(i18n.t('auth.deactivatedSignedOut'), { autoClose: false, toastId: DEACTIVATED_TOAST });
      else if (wasSignedIn) notify.info(i18n.t('auth.sessionExpired'));
      void router.navigate({ to: '/auth' });
    }
  };

  // The deactivation notice stays until read, or until the cook is signed in again.
  auth.subscribe(() => {
    if (auth.getSnapshot().user) notify.dismiss(DEACTIVATED_TOAST);
  });

  // Start-up (SPEC §4): the session restore and language detection run side by side; the app
  // mounts right away and neither failure can stop it.
  void auth.init().catch(() => undefined);
  void runLanguageDetection(i18n, () => services.languageChoice.made).catch(() => undefined);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
