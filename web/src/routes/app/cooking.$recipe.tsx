import { createFileRoute } from '@tanstack/react-router';
import { CookingPage } from '../../features/cooking/CookingPage';

export const Route = createFileRoute('/app/cooking/$recipe')({
  component: function CookingRoute() {
    const { recipe } = Route.useParams();
    return <CookingPage key={recipe} param={recipe} />;
  },
});
