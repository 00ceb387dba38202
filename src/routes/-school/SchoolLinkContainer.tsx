import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BRAZIL_STATES } from '@/domain/brazil-states';
import { translate } from '@/domain/messages';
import type { ChosenSchool } from '@/domain/school/school-link-form';
import type { SchoolLinkLogic } from '@/machines/school/schoolLink.machine';
import { schoolLinkView } from '@/machines/school/schoolLink.view';
import { SchoolLinkWizard, type CityChoice, type WizardChosenSchool } from '@/ui/school/SchoolLinkWizard';
import { useErrorTexts } from '@/ui/use-message-table';
import { useErrorRound } from '@/ui/components/use-error-focus';

export type SchoolLinkActor = ActorRefFrom<SchoolLinkLogic>;

export interface SchoolLinkContainerProps {
  actor: SchoolLinkActor;
  /** The cities of a state whose names start with the query (the city autocomplete). */
  searchCities: (stateId: number, query: string, signal: AbortSignal) => Promise<readonly CityChoice[]>;
  /** The school the user is linked to, when known (shown once linked or blocked). */
  linkedSchoolName?: string | null;
  /** Where a minor registers a legal guardian. */
  guardianFormHref?: string;
}

function chosenOf(school: ChosenSchool | null): WizardChosenSchool | null {
  if (!school) return null;
  if (school.kind === 'school') return { kind: 'school', ...school.school };
  if (school.kind === 'draft') return { kind: 'draft', id: 0, name: school.draft.name, aliasName: null, inepCode: school.draft.inepCode ?? null, type: school.draft.type ?? 'PUBLIC', address: school.draft.address };
  return { kind: 'savedDraft', id: school.draft.id, name: school.draft.name, aliasName: null, inepCode: school.draft.inepCode, type: school.draft.type, address: school.draft.address };
}

/**
 * The school-link wizard (src/ui/school) driven by a school-link actor: my-clan's own, or the
 * child actor of the tournament modal or the premium dialog. It reads the snapshot and sends events.
 */
export function SchoolLinkContainer({ actor, searchCities, linkedSchoolName = null, guardianFormHref = '/profile/sponsor' }: SchoolLinkContainerProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const view = schoolLinkView(snapshot);
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(context.fieldErrors);
  // Each submit that ends with errors is a new round: focus moves to the first of them.
  const errorRound = useErrorRound(context.fieldErrors);
  const stateName = BRAZIL_STATES.find((state) => String(state.id) === context.values.stateId)?.name ?? '';
  const send = actor.send;
  const stateId = Number(context.values.stateId) || 0;

  return (
    <SchoolLinkWizard
      view={view.screen}
      showLevel={context.role === 'STUDENT'}
      showSchool={context.role !== 'SPONSOR'}
      values={context.values}
      school={chosenOf(context.school)}
      filters={context.filters}
      results={view.results}
      draft={context.draft}
      grades={context.gradesValues}
      guardianAccepted={context.guardianAccepted}
      errors={errors}
      notice={context.notice ? translate(context.notice) : null}
      placeLabel={[context.values.cityName, stateName].filter(Boolean).join(' – ')}
      canSearchAdvanced={view.canSearchAdvanced}
      stepBar={view.stepBar}
      lookingUp={view.lookingUp}
      saving={view.saving}
      confirmOpen={view.confirmOpen}
      draftInfoOpen={view.draftInfoOpen}
      sending={view.sending}
      complete={view.complete}
      linkedSchoolName={linkedSchoolName ?? chosenOf(context.school)?.name ?? null}
      guardianFormHref={guardianFormHref}
      errorRound={errorRound}
      searchCities={(query, signal) => (stateId ? searchCities(stateId, query, signal) : Promise.resolve([]))}
      onChange={(change) => send({ type: 'schoolLink.change', change })}
      onLookupInep={() => send({ type: 'schoolLink.lookupInep' })}
      onClearSchool={() => send({ type: 'schoolLink.clearSchool' })}
      onOpenAdvanced={() => send({ type: 'schoolLink.openAdvanced' })}
      onSubmit={() => send({ type: 'schoolLink.submit' })}
      onConfirm={() => send({ type: 'schoolLink.confirm' })}
      onCancel={() => send({ type: 'schoolLink.cancel' })}
      onChangeFilters={(change) => send({ type: 'schoolLink.changeFilters', change })}
      onSearch={() => send({ type: 'schoolLink.search' })}
      onPage={(page) => send({ type: 'schoolLink.page', page })}
      onSelect={(id) => {
        const school = context.results?.content.find((item) => item.id === id);
        if (school) send({ type: 'schoolLink.select', school });
      }}
      onBack={() => send({ type: 'schoolLink.back' })}
      onRegister={() => send({ type: 'schoolLink.register' })}
      onChangeDraft={(change) => send({ type: 'schoolLink.changeDraft', change })}
      onSubmitDraft={() => send({ type: 'schoolLink.submitDraft' })}
      onAcknowledge={() => send({ type: 'schoolLink.acknowledge' })}
      onGoToStep={(step) => send({ type: 'schoolLink.goToStep', step })}
      onRetry={() => send({ type: 'schoolLink.retry' })}
      onAcceptGuardian={(accepted) => send({ type: 'schoolLink.acceptGuardianTerms', accepted })}
      onAuthorize={() => send({ type: 'schoolLink.authorize' })}
      onSkip={() => send({ type: 'schoolLink.skip' })}
      onChangeGrades={(change) => send({ type: 'schoolLink.changeGrades', change })}
      onSendGrades={() => send({ type: 'schoolLink.sendGrades' })}
    />
  );
}
