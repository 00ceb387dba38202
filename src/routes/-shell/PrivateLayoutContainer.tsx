import { badgeText } from '@/domain/notifications/badge';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { bellCountQuery } from '@/api/notifications/queries';
import { profileAvatarQuery } from '@/api/profile/avatar-query';
import { navigationMachine } from '@/machines/navigation.machine';
import { inspect } from '@/machines/inspector';
import { mayBeSupervised } from '@/domain/guardians/supervision';
import { menuEntriesFor } from '@/domain/menu';
import type { SessionUser } from '@/domain/session';
import { onDemand } from '@/ui/components/OnDemand';
import { PrivateLayout } from '@/ui/shell/PrivateLayout';
import { ThemeToggleContainer } from './ThemeToggleContainer';
import { useAfterFirstPaint } from '@/ui/use-after-first-paint';

// Only a user whose first access is pending downloads the onboarding modal.
const WelcomeModalContainer = lazy(() => import('./WelcomeModalContainer'));
// The reward dialog downloads only on a page opened after a finished mission.
const RewardDialogContainer = lazy(() => import('../-rewards/RewardDialogContainer'));
// The notification panel and its flow (list, pictures, relative times) download when the bell is first pressed.
const NotificationPanelFlow = onDemand(() => import('../-notifications/NotificationPanelFlow').then((module) => module.default), { placeholder: null, overlay: true });
// A student's supervision (top-bar notice, daily limit) downloads only for minor students, the only
// ones a guardian can supervise; most of them see nothing.
// Its code failing to arrive shows nothing rather than breaking the page: the server still refuses
// a sign-in or a refresh past the limit (docs/product/guardians.md, Supervision).
const SupervisionContainer = onDemand(() => import('./SupervisionContainer').then((module) => module.default), { placeholder: null, quiet: true });
// The footer is below the first view of every page: its code comes once the page is on screen.
// A failed fetch leaves the page without it.
const FooterContainer = onDemand(() => import('./FooterContainer').then((module) => module.FooterContainer), { placeholder: null, quiet: true });
// The premium dialog is downloaded when the URL asks for it (premium=true), never on a first load.
const PremiumDialogContainer = lazy(() => import('@/routes/-premium/PremiumDialogContainer'));

/** The authenticated layout wired to the navigation flow and the signed-in user. */
export function PrivateLayoutContainer({ user, onLogout, children }: { user: SessionUser; onLogout: () => void; children: ReactNode }) {
  const [navigation, send] = useMachine(navigationMachine, { inspect });
  const { http } = useRouteContext({ from: '/_private' });
  // The badge and the avatar are niceties, asked for once the page is on screen: while they load
  // or if they fail, the bell shows no number and the initial stands in for the picture.
  const painted = useAfterFirstPaint();
  const bellCount = useQuery({ ...bellCountQuery(http), enabled: painted });
  const search = useSearch({ from: '/_private' });
  // Each press of the bell is a new request; the panel, once there, stays mounted.
  const [panelRequest, setPanelRequest] = useState<object | null>(null);
  // One dialog at a time: the premium dialog waits for the welcome onboarding to end.
  const [welcomeOpen, setWelcomeOpen] = useState(user.firstAccess === false);
  const avatar = useQuery({ ...profileAvatarQuery(http), enabled: painted });
  return (
    <PrivateLayout
      userName={user.firstName || user.userName}
      avatarUrl={avatar.data ?? null}
      sidebarEntries={menuEntriesFor(user.role, 'sidebar')}
      mobileEntries={menuEntriesFor(user.role, 'mobile')}
      sidebarExpanded={navigation.matches({ sidebar: 'expanded' })}
      mobileMenuOpen={navigation.matches({ mobileMenu: 'open' })}
      notificationBadge={badgeText(bellCount.data ?? 0)}
      themeToggle={<ThemeToggleContainer />}
      topBarNotice={
        mayBeSupervised(user.role, user.birthDate, new Date()) ? (
          <SupervisionContainer onSignOut={onLogout} />
        ) : null
      }
      footer={painted ? <FooterContainer userName={user.firstName || user.userName} /> : null}
      onToggleSidebar={() => send({ type: 'sidebar.toggle' })}
      onOpenMobileMenu={() => send({ type: 'menu.open' })}
      onCloseMobileMenu={() => send({ type: 'menu.close' })}
      onNavigate={() => send({ type: 'navigated' })}
      onOpenNotifications={() => setPanelRequest({})}
      onLogout={onLogout}
    >
      {children}
      {panelRequest ? <NotificationPanelFlow http={http} request={panelRequest} /> : null}
      {search.finished_mission && search.mission_redirect_to && !welcomeOpen ? (
        <Suspense fallback={null}>
          <RewardDialogContainer key={search.finished_mission} finishedMission={search.finished_mission} redirectTo={search.mission_redirect_to} />
        </Suspense>
      ) : null}
      {user.firstAccess === false ? (
        <Suspense fallback={null}>
          <WelcomeModalContainer user={user} onDone={() => setWelcomeOpen(false)} />
        </Suspense>
      ) : null}
      {search.premium && !welcomeOpen ? (
        <Suspense fallback={null}>
          {/* A new journey in the URL starts the dialog over. */}
          <PremiumDialogContainer key={search.premium_journey ?? 'none'} journeyId={search.premium_journey ?? null} />
        </Suspense>
      ) : null}
    </PrivateLayout>
  );
}
