import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { bracketQuery, standingsQuery } from '@/api/play/bracket';
import { m } from '@/paraglide/messages.js';
import { EmptyState, ErrorState } from '@/ui/components';
import { PartLoading } from '@/ui/components/OnDemand';
import { TrophyIcon } from '@/ui/icons';
import { Bracket } from '@/ui/play/Bracket';
import { StandingsTable } from '@/ui/play/StandingsTable';

const route = getRouteApi('/_private/tournaments/detail');

/** The Chaveamento tab (docs/product/play.md, Screens): the bracket, refreshed live. */
export function BracketTab({ eventId, refetchInterval }: { eventId: number; refetchInterval: number | false }) {
  const { http } = route.useRouteContext();
  const navigate = useNavigate();
  const query = useQuery({ ...bracketQuery(http, eventId), refetchInterval });
  if (query.isError) return <ErrorState title={m.play_loadError()} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PartLoading minHeight={320} />;
  if (query.data.kind === 'NONE') return <EmptyState title={m.play_tabBracket()} description={m.play_bracket_notStarted()} icon={<TrophyIcon size={32} />} />;
  return (
    <Bracket
      bracket={query.data}
      matchHref={(id) => `/matches/${id}`}
      onOpenMatch={(id) => void navigate({ to: '/matches/$matchId', params: { matchId: id } })}
    />
  );
}

/** The Classificação tab (docs/product/play.md, Screens): the standings, refreshed live. */
export function StandingsTab({ eventId, refetchInterval }: { eventId: number; refetchInterval: number | false }) {
  const { http } = route.useRouteContext();
  const query = useQuery({ ...standingsQuery(http, eventId), refetchInterval });
  if (query.isError) return <ErrorState title={m.play_loadError()} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PartLoading minHeight={240} />;
  if (query.data.rows.length === 0) return <EmptyState title={m.play_tabStandings()} description={m.play_standings_empty()} icon={<TrophyIcon size={32} />} />;
  return <StandingsTable standings={query.data} />;
}
