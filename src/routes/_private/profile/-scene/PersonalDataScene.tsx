import { getRouteApi } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { Profile } from '@/contract/profile';
import { citiesQuery } from '@/api/places';
import { useMessageTable } from '@/ui/use-message-table';
import { todayInBrazil } from '@/domain/validation';
import { inspect } from '@/machines/inspector';
import { personalDataView } from '@/machines/profile/personalData.view';
import { m } from '@/paraglide/messages.js';
import { ErrorState } from '@/ui/components';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { PersonalDataForm, type CityOption } from '@/ui/profile/PersonalDataForm';
import { providePersonalData } from './personal-data-actors';
import { useErrorRound } from '@/ui/components/use-error-focus';
import { errorTexts } from '@/ui/components/field-binding';

const privateRoute = getRouteApi('/_private');

/** The personal-data scene: waits for the stored profile, then starts the form with it. */
export function PersonalDataScene({ profile }: { profile: UseQueryResult<Profile> }) {
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <div aria-busy="true" className={css({ h: '480px', borderRadius: 'xl', bg: 'bg.subtle' })} />;
  return <PersonalData profile={profile.data} />;
}

function PersonalData({ profile }: { profile: Profile }) {
  const { http, queryClient } = privateRoute.useRouteContext();
  const [state, send] = useMachine(providePersonalData({ http, queryClient }), { input: { profile, today: todayInBrazil() }, inspect });
  const { values, fieldErrors } = state.context;
  const view = personalDataView(state);
  // Renders again when the server-message table arrives, so the texts below are found in it.
  useMessageTable();
  const errors = errorTexts(fieldErrors);
  // Each submit that ends with errors is a new round: focus moves to the first of them.
  const errorRound = useErrorRound(fieldErrors);
  const stateId = Number(values.stateId) || 0;

  async function searchCities(query: string): Promise<readonly CityOption[]> {
    if (!stateId || !query.trim()) return [];
    return queryClient.fetchQuery(citiesQuery(http, stateId));
  }

  return (
    <>
      <PersonalDataForm
        userName={profile.userName}
        email={profile.email}
        values={values}
        errors={errors}
        birthDateLocked={view.birthDateLocked}
        saving={view.saving}
        onChange={(change) => send({ type: 'personalData.change', change })}
        onSubmit={() => send({ type: 'personalData.submit' })}
        searchCities={searchCities}
        errorRound={errorRound}
      />
      <AlertDialog
        open={view.confirmOpen}
        title={m.common_profileSaveConfirmTitle()}
        message={m.common_profileSaveConfirmText()}
        confirmLabel={m.common_profileSaveConfirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => send({ type: 'personalData.confirm' })}
        onCancel={() => send({ type: 'personalData.cancel' })}
      />
    </>
  );
}
