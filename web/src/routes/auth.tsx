import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '../app/guards';
import { AuthPage } from '../features/auth/AuthPage';

export type AuthTab = 'login' | 'register';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { tab?: AuthTab } =>
    search.tab === 'register' || search.tab === 'login' ? { tab: search.tab } : {},
  beforeLoad: guestOnly,
  component: AuthRoute,
});

function AuthRoute() {
  const { tab } = Route.useSearch();
  return <AuthPage initialTab={tab ?? 'login'} />;
}
