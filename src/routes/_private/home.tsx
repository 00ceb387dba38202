import { createFileRoute } from '@tanstack/react-router';
import { guardianStateQuery } from '@/api/guardians/queries';
import { bannersQuery } from '@/api/journeys/banners';
import { journeysQuery } from '@/api/journeys/list';
import { preloadBannerStill } from '@/ui/journeys/banner-still';
import { consentNoticeShown } from '@/domain/guardians/notice';
import { MinorConsentNotice } from '@/routes/-guardians/GuardianNoticeContainer';
import { HomeScreen } from './-home/HomeScreen';

export const Route = createFileRoute('/_private/home')({
  loader: async ({ context: { queryClient, http, user } }) => {
    // The banners (the page's largest picture) and the journeys are asked for at once, beside the
    // guardian state rather than after it; the first banner's picture as soon as it is known. The
    // page waits for the banners (from the cache when it has them), so its first render draws them
    // rather than a placeholder that is drawn over a moment later.
    const bannersKnown = queryClient.ensureQueryData(bannersQuery(http)).then(
      (banners) => {
        if (banners[0]) preloadBannerStill(banners[0].images);
      },
      () => undefined,
    );
    void queryClient.prefetchQuery(journeysQuery(http));
    // The journeys row's code comes with the data, not after the first render that shows its
    // skeleton. The tournaments row is below the first view and comes when scrolled near (HomeScreen).
    void import('@/routes/-journeys/CourseRows');
    // A minor's guardian notice sits above the banners: its state, and the notice's code when it
    // shows, are in before the page shows, so the notice is in the first paint instead of pushing
    // the page down when it arrives. A failed read shows the page without it (the notice's own
    // query tries again, and its code is fetched when it renders).
    if (user.role === 'STUDENT') {
      const guardian = await queryClient.ensureQueryData(guardianStateQuery(http)).catch(() => undefined);
      if (guardian && consentNoticeShown(guardian)) await MinorConsentNotice.preload();
    }
    await bannersKnown;
  },
  component: HomeScreen,
});
