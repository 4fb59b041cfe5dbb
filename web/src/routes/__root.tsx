import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/guards';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Toasts } from '../ui/toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <Outlet />
      <Toasts />
      <UpdatePrompt />
    </>
  );
}
