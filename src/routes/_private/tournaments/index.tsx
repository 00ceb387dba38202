import { createFileRoute } from '@tanstack/react-router';
import { readTournamentsSearch } from '@/domain/route-search-schemas';
import { TournamentsScreen } from './-index/TournamentsScreen';

export const Route = createFileRoute('/_private/tournaments/')({
  validateSearch: readTournamentsSearch,
  component: TournamentsScreen,
});
