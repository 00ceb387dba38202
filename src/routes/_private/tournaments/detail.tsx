import { createFileRoute } from '@tanstack/react-router';
import { readTournamentDetailSearch } from '@/domain/route-search-schemas';
import { TournamentDetailScreen } from './-detail/TournamentDetailScreen';

export const Route = createFileRoute('/_private/tournaments/detail')({
  validateSearch: readTournamentDetailSearch,
  component: TournamentDetailScreen,
});
