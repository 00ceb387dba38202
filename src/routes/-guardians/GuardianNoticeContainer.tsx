import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { guardianStateQuery } from '@/api/guardians/queries';
import { consentNoticeShown } from '@/domain/guardians/consent';
// The notice comes with the page (about 3 KB gzip): fetched on demand, it arrived after the first
// paint and pushed everything below it down (a layout shift of 0.18 on /home at a phone's width).
import MinorConsentNotice from './MinorConsentNotice';

const privateRoute = getRouteApi('/_private');

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

