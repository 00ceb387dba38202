import { createFileRoute } from '@tanstack/react-router';
import { guardianStateQuery } from '@/api/guardians/queries';
import { HomeScreen } from './-home/HomeScreen';

export const Route = createFileRoute('/_private/home')({
  // A minor's guardian notice sits above the banners: its state is read before the page shows, so
  // the notice is in the first paint instead of pushing the page down when it arrives. A failed
  // read shows the page without it (the notice's own query tries again).
  loader: async ({ context }) => {
    if (context.user.role === 'STUDENT') await context.queryClient.ensureQueryData(guardianStateQuery(context.http)).catch(() => undefined);
  },
  component: HomeScreen,
});
