import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/saved/SavedPage';

interface SavedSearch {
  message?: string;
  time?: string;
}

export const Route = createFileRoute('/app/saved')({
  validateSearch: (search: Record<string, unknown>): SavedSearch => ({
    ...(typeof search.message === 'string' && search.message
      ? { message: search.message.slice(0, 200) }
      : {}),
    ...(typeof search.time === 'string' && search.time ? { time: search.time.slice(0, 12) } : {}),
  }),
  component: function SavedRoute() {
    const { message, time } = Route.useSearch();
    return <SavedPage message={message} time={time} />;
  },
});
