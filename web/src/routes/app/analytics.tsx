import { createFileRoute } from '@tanstack/react-router';
import { adminOnly } from '../../app/guards';
import { AnalyticsPage } from '../../features/analytics/AnalyticsPage';

export const Route = createFileRoute('/app/analytics')({
  beforeLoad: adminOnly,
  component: AnalyticsPage,
});
