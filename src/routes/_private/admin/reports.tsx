import { createFileRoute } from '@tanstack/react-router';
import { moderationQueueQuery } from '@/api/moderation/queries';
import { readModerationSearch } from '@/domain/route-search-schemas';
import { dataRouteStates } from '@/routes/-shell/route-states';
import { ModerationScreen } from './-reports/ModerationScreen';

/** /admin/reports: the moderation queue (docs/product/moderation.md, Screens). */
export const Route = createFileRoute('/_private/admin/reports')({
  validateSearch: readModerationSearch,
  loaderDeps: ({ search }) => ({ view: search.view, page: search.page }),
  loader: ({ context, deps: { view, page } }) => context.queryClient.ensureQueryData(moderationQueueQuery(context.http, view, page)),
  ...dataRouteStates,
  component: ModerationScreen,
});
