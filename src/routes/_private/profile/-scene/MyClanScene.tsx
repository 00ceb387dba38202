import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { css } from 'styled-system/css';
import type { Profile } from '@/contract/profile';
import { citiesQuery } from '@/api/places';
import type { SessionUser } from '@/domain/session';
import { inspect } from '@/machines/inspector';
import { schoolLinkMachine } from '@/machines/school/schoolLink.machine';
import { ErrorState } from '@/ui/components';
import { SchoolLinkContainer } from '@/routes/-school/SchoolLinkContainer';
import { provideSchoolLink } from '@/routes/-school/schoolLinkActors';
import { schoolLinkInputFor } from '@/routes/-school/school-link-input';

const privateRoute = getRouteApi('/_private');

/** Where the wizard of one user is kept between reloads (this tab only). */
const storageKey = (userId: string) => `schoolLink:${userId}`;

/**
 * A snapshot kept by an earlier page load, when it can be restored: a step the wizard does not
 * have (an older version, a hand-edited value) restores as the out-of-range step error.
 */
function restoredSnapshot(userId: string): unknown {
  let stored: unknown;
  try {
    const text = globalThis.sessionStorage?.getItem(storageKey(userId));
    stored = text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
  if (!stored || typeof stored !== 'object' || !('value' in stored) || !('context' in stored)) return undefined;
  const snapshot = stored as { value: unknown; context: unknown; status?: string };
  if (snapshot.status !== 'active') return undefined;
  try {
    schoolLinkMachine.resolveState({ value: snapshot.value as never, context: snapshot.context as never });
    return snapshot;
  } catch {
    return { ...snapshot, value: 'stepError', children: {} };
  }
}

function persist(
  userId: string,
  snapshot: { status: string; children: Record<string, unknown>; hasTag: (tag: string) => boolean; matches: (value: 'finishing') => boolean },
  persisted: () => unknown,
) {
  try {
    // Finished, or only the session refresh left after everything was saved: a reload reads the link afresh.
    if (snapshot.status !== 'active' || snapshot.matches('finishing')) globalThis.sessionStorage?.removeItem(storageKey(userId));
    // A state waiting on a request is not kept: a reload goes back to the last settled step.
    else if (Object.keys(snapshot.children).length === 0 && !snapshot.hasTag('volatile')) globalThis.sessionStorage?.setItem(storageKey(userId), JSON.stringify(persisted()));
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets on reload.
  }
}

/** The my-clan scene: the school-link wizard with its own actor, kept across reloads. */
export function MyClanScene({ profile }: { profile: UseQueryResult<Profile> }) {
  const { user } = privateRoute.useRouteContext();
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <div aria-busy="true" className={css({ h: '420px', borderRadius: 'xl', bg: 'bg.subtle' })} />;
  return <MyClan profile={profile.data} user={user} />;
}

function MyClan({ profile, user }: { profile: Profile; user: SessionUser }) {
  const { http, queryClient, session } = privateRoute.useRouteContext();
  const router = useRouter();
  const machine = useMemo(() => provideSchoolLink({ http, queryClient, session, afterRefresh: () => router.invalidate() }), [http, queryClient, session, router]);
  const input = schoolLinkInputFor(profile, user);
  const [snapshot] = useState(() => restoredSnapshot(user.id));
  const actor = useActorRef(machine, { input, snapshot: snapshot as never, inspect });

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => persist(user.id, snapshot, () => actor.getPersistedSnapshot()));
    return () => subscription.unsubscribe();
  }, [actor, user.id]);

  return (
    <SchoolLinkContainer
      actor={actor}
      searchCities={async (stateId) => queryClient.fetchQuery(citiesQuery(http, stateId))}
      linkedSchoolName={profile.institution ? profile.institution.aliasName || profile.institution.name : null}
    />
  );
}
