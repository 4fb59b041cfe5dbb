import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/comingSoon/NotAvailableYet';

export const Route = createFileRoute('/app/cooking/$recipe')({
  component: () => <NotAvailableYet screen="cooking" />,
});
