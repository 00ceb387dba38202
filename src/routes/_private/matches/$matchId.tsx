import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMissingAnswer } from '@/api/errors';
import { matchQuery } from '@/api/play/matches';
import { readId } from '@/domain/search-param-readers';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { MatchNotFound, MatchScreen } from './-matchId/MatchScreen';

/** /matches/{id}: one match of a tournament (docs/product/play.md, Screens). An id that cannot be one is a page that does not exist. */
export const Route = createFileRoute('/_private/matches/$matchId')({
  params: {
    parse: ({ matchId }) => {
      const id = readId(matchId);
      if (id === undefined) throw notFound();
      return { matchId: id };
    },
    stringify: ({ matchId }) => ({ matchId: String(matchId) }),
  },
  loader: async ({ context, params: { matchId } }) => {
    await context.queryClient.ensureQueryData(matchQuery(context.http, matchId)).catch((error: unknown) => {
      throw isMissingAnswer(error) ? notFound() : error;
    });
    return { matchId };
  },
  ...dataRouteStates,
  notFoundComponent: MatchNotFound,
  component: MatchScreen,
});
