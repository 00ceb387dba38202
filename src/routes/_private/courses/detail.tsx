import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMissingAnswer } from '@/api/errors';
import { campaignsQuery, journeyQuery } from '@/api/journeys/journey';
import { readCourseDetailSearch } from '@/domain/route-search-schemas';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { CourseDetailScreen, CourseNotFound } from './-detail/CourseDetailScreen';

export const Route = createFileRoute('/_private/courses/detail')({
  validateSearch: readCourseDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps: { id } }) => {
    if (id === undefined) throw notFound();
    // The campaigns' code comes with the course, not after its first render (the ranking's, below
    // them, when its place comes near the screen).
    void import('./-detail/CampaignsSection');
    await Promise.all([context.queryClient.ensureQueryData(journeyQuery(context.http, id)), context.queryClient.ensureQueryData(campaignsQuery(context.http, id))]).catch(
      (error: unknown) => {
        throw isMissingAnswer(error) ? notFound() : error;
      },
    );
    return { id };
  },
  ...dataRouteStates,
  notFoundComponent: CourseNotFound,
  component: CourseDetailScreen,
});
