import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet';

export const Route = createFileRoute('/app/cooking/$recipe')({
  component: () => <NotAvailableYet screen="cooking" />,
});
