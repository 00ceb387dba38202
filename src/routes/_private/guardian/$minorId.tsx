import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isMissingAnswer } from '@/api/errors';
import { minorActivityQuery } from '@/api/guardians/minor-activity';
import { readId } from '@/domain/search-param-readers';
import { canEnter } from '@/domain/session';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { MinorNotFound, MinorScreen } from './-minorId/MinorScreen';

/**
 * /guardian/{id}: one supervised minor's use, controls, teams and tournaments (docs/product/guardians.md,
 * Supervision). A minor the guardian does not supervise, like an id that cannot be one, is a page that
 * does not exist; the server answers them alike.
 */
export const Route = createFileRoute('/_private/guardian/$minorId')({
  params: {
    parse: ({ minorId }) => {
      const id = readId(minorId);
      if (id === undefined) throw notFound();
      return { minorId: id };
    },
    stringify: ({ minorId }) => ({ minorId: String(minorId) }),
  },
  beforeLoad: ({ context }) => {
    if (!canEnter(context.user, { roles: ['SPONSOR'] })) throw redirect({ to: '/home' });
  },
  loader: async ({ context, params: { minorId } }) => {
    await context.queryClient.ensureQueryData(minorActivityQuery(context.http, minorId)).catch((error: unknown) => {
      throw isMissingAnswer(error) ? notFound() : error;
    });
    return { minorId };
  },
  ...dataRouteStates,
  notFoundComponent: MinorNotFound,
  component: MinorScreen,
});
