import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { guardianStateQuery } from '@/api/guardians/queries';
import { consentNoticeShown } from '@/domain/guardians/notice';
import { onDemand } from '@/ui/components/OnDemand';

const privateRoute = getRouteApi('/_private');

/**
 * The notice's code (its flow, form checks and texts, about 7 KB gzip), which only a minor whose
 * consent is not settled needs. A page that shows the notice in its first view awaits
 * `MinorConsentNotice.preload()` in its loader, so the notice is in the first paint rather than
 * pushing the page down when it arrives (a layout shift of 0.18 on /home at a phone's width,
 * measured when it came after the paint).
 */
export const MinorConsentNotice = onDemand(() => import('./MinorConsentNotice').then((module) => module.default), { placeholder: null, quiet: true });

/**
 * The minor's guardian notice where it shows (docs/product/guardians.md, Screens): on /home while the
 * consent is not settled, and on the profile's guardian scene whatever it is (`always`). Students only.
 */
export function GuardianNoticeContainer({ always = false }: { always?: boolean }) {
  const { http, user } = privateRoute.useRouteContext();
  const state = useQuery({ ...guardianStateQuery(http), enabled: user.role === 'STUDENT' });
  if (!state.data || state.data.status === 'NOT_REQUIRED') return null;
  if (!always && !consentNoticeShown(state.data)) return null;
  return <MinorConsentNotice state={state.data} />;
}
