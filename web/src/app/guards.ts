import { redirect } from '@tanstack/react-router';
import type { Services } from './services';

export interface RouterContext {
  services: Services;
}

/** SPEC §2 guard rules. Auth is initialised first: every guard waits for the session restore. */
export async function guestOnly({ context }: { context: RouterContext }): Promise<void> {
  await context.services.auth.ready;
  if (context.services.auth.isAuthenticated) throw redirect({ to: '/app/home' });
}

export async function signedInOnly({ context }: { context: RouterContext }): Promise<void> {
  await context.services.auth.ready;
  if (!context.services.auth.isAuthenticated) throw redirect({ to: '/auth' });
}

/** Decided by the server (`isAdmin` on the user), never by an address in the client. */
export async function adminOnly({ context }: { context: RouterContext }): Promise<void> {
  await signedInOnly({ context });
  if (!context.services.auth.getSnapshot().user?.isAdmin) throw redirect({ to: '/app/home' });
}
