import { useMachine } from '@xstate/react';
import type { HttpClient } from '@/api/http';
import { citiesQuery } from '@/api/places';
import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@/contract/profile';
import { todayInBrazil } from '@/domain/validation/age';
import { inspect } from '@/machines/inspector';
import type { personalDataMachine } from '@/machines/profile/personalData.machine';
import { personalDataView } from '@/machines/profile/personalData.view';
import { m } from '@/paraglide/messages.js';
import { useErrorRound } from '@/ui/components/use-error-focus';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { PersonalDataForm, type CityOption } from '@/ui/profile/PersonalDataForm';
import { useErrorTexts } from '@/ui/use-message-table';

export interface PersonalDataEditorProps {
  profile: Profile;
  /** The personal-data flow with its save: the person's own, or a guardian's for their minor. */
  machine: typeof personalDataMachine;
  http: HttpClient;
  queryClient: QueryClient;
  /** The confirmation's text; the person's own by default. */
  confirmText?: string;
}

/**
 * The personal-data form with its flow and confirmation (docs/product/profile.md, States): the
 * profile's scene, and a guardian correcting a minor's data (docs/product/data-rights.md, Screens).
 */
export function PersonalDataEditor({ profile, machine, http, queryClient, confirmText }: PersonalDataEditorProps) {
  const [state, send] = useMachine(machine, { input: { profile, today: todayInBrazil() }, inspect });
  const { values, fieldErrors } = state.context;
  const view = personalDataView(state);
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(fieldErrors);
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
        message={confirmText ?? m.common_profileSaveConfirmText()}
        confirmLabel={m.common_profileSaveConfirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => send({ type: 'personalData.confirm' })}
        onCancel={() => send({ type: 'personalData.cancel' })}
      />
    </>
  );
}
