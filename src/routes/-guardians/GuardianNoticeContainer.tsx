import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { guardianStateQuery } from '@/api/guardians/queries';
import { consentNoticeShown } from '@/domain/guardians/consent';

// The notice's flow and texts load only for a student who has one to see.
const MinorConsentNotice = lazy(() => import('./MinorConsentNotice'));

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
  return (
    <Suspense fallback={null}>
      <MinorConsentNotice state={state.data} />
    </Suspense>
  );
}

