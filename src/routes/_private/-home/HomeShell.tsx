import type { MinorGuardianState } from '@/contract/guardians';
import { HOME_SHELL_STILL } from '@/domain/home-frame';
import { MinorConsentNoticeFrame } from '@/routes/-guardians/MinorConsentNotice';
import { BannersPlaceholder } from '@/ui/journeys/BannersPlaceholder';
import { PrivateLayout } from '@/ui/shell/PrivateLayout';
import { HomeHeading, homeStack } from './HomeScreen';

const nothing = () => {};

/**
 * /home's first frame, rendered when the app is built and sent by the server as the page's HTML
 * (src/prerender.tsx): the signed-in frame before anyone is known (no menu entries, bell or
 * account menu), the page's heading, and the banners' place with the first banner's picture, which
 * the server writes in as it sends the page. The browser paints it before any script runs; the
 * app then draws the whole page in its place, with the picture where this frame showed it.
 * For a minor whose page opens with the guardian notice, the server renders the frame again with
 * that notice (`notice`) above the banners, where the page will show it.
 */
export function HomeShell({ notice = null }: { notice?: MinorGuardianState | null }) {
  return (
    <PrivateLayout
      pending
      userName=""
      sidebarEntries={[]}
      mobileEntries={[]}
      sidebarExpanded
      mobileMenuOpen={false}
      notificationBadge={null}
      themeToggle={null}
      footer={null}
      onToggleSidebar={nothing}
      onOpenMobileMenu={nothing}
      onCloseMobileMenu={nothing}
      onNavigate={nothing}
      onOpenNotifications={nothing}
      onLogout={nothing}
    >
      <HomeHeading />
      <div className={homeStack}>
        {notice ? <MinorConsentNoticeFrame state={notice} /> : null}
        <BannersPlaceholder still={HOME_SHELL_STILL} />
      </div>
    </PrivateLayout>
  );
}
