import { createFileRoute } from '@tanstack/react-router';
import { adminOnly } from '../../app/guards';
import { NotAvailableYet } from '../../features/comingSoon/NotAvailableYet';

export const Route = createFileRoute('/app/analytics')({
  beforeLoad: adminOnly,
  component: () => <NotAvailableYet screen="analytics" />,
});
