import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../app/guards';
import { AppLayout } from '../features/shell/AppLayout';

export const Route = createFileRoute('/app')({
  beforeLoad: signedInOnly,
  component: AppLayout,
});
