import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '../app/guards';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/')({
  beforeLoad: guestOnly,
  component: LandingPage,
});
