import type { AnyMachineSnapshot } from 'xstate';
import { draftIssues, filterIssues, gradesIssues, linkIssues } from '@/domain/school/school-link-form';
import { schoolLinkMachine, type SchoolLinkContext } from '@/machines/school/schoolLink.machine';
import { describePaths } from '../harness';
import {
  adultStudent,
  alreadyLinked,
  awaitingApproval,
  awaitingGuardian,
  emptyPage,
  gradesSent,
  gradesTwice,
  inepNotFound,
  levelRefused,
  linkedWithSchool,
  linkedWithoutSchool,
  loaded,
  minorStudent,
  networkError,
  noGuardian,
  noLink,
  school,
  sponsor,
  twoPages,
  validDraft,
  validGrades,
} from './schoolLink.fixtures';

/**
 * What tells two wizard states apart for the model: the state and what the guards read (which
 * fields are filled, whether the forms pass, the chosen school, the page), not every character.
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as SchoolLinkContext;
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    role: c.role,
    minor: c.minor,
    mode: c.values.mode,
    state: c.values.stateId !== '',
    city: c.values.cityId !== '',
    level: c.values.educationLevel,
    inep: c.values.inepCode,
    school: c.school?.kind ?? null,
    link: linkIssues(c).length,
    filters: filterIssues(c.filters).length,
    results: c.results ? c.results.totalPages : null,
    page: c.page,
    draft: draftIssues(c.draft, c.values).length,
    grades: gradesIssues(c.gradesValues).length,
    guardian: c.guardianAccepted,
    linkStatus: c.linkStatus ? [c.linkStatus.currentStep, c.linkStatus.idInstitution !== null] : null,
    errors: c.fieldErrors.length > 0,
    notice: c.notice !== null,
  });
}

describePaths(schoolLinkMachine, {
  inputs: { minorStudent, adultStudent, sponsor },
  serializeState,
  events: {
    'schoolLink.change': [
      { type: 'schoolLink.change', change: { stateId: '24' } },
      { type: 'schoolLink.change', change: { cityId: '24001', cityName: 'São Paulo' } },
      { type: 'schoolLink.change', change: { educationLevel: 'HIGH_SCHOOL' } },
      { type: 'schoolLink.change', change: { educationLevel: 'COLLEGE' } },
      { type: 'schoolLink.change', change: { mode: 'inep' } },
      { type: 'schoolLink.change', change: { inepCode: '35999001' } },
    ],
    'schoolLink.changeFilters': [{ type: 'schoolLink.changeFilters', change: { type: 'PUBLIC' } }],
    'schoolLink.page': [{ type: 'schoolLink.page', page: 1 }],
    'schoolLink.select': [{ type: 'schoolLink.select', school }],
    'schoolLink.changeDraft': [{ type: 'schoolLink.changeDraft', change: validDraft }],
    'schoolLink.changeGrades': [{ type: 'schoolLink.changeGrades', change: validGrades }],
    'schoolLink.acceptGuardianTerms': [{ type: 'schoolLink.acceptGuardianTerms', accepted: true }],
    'schoolLink.goToStep': [
      { type: 'schoolLink.goToStep', step: 1 },
      { type: 'schoolLink.goToStep', step: 2 },
      { type: 'schoolLink.goToStep', step: 3 },
      { type: 'schoolLink.goToStep', step: 4 },
      { type: 'schoolLink.goToStep', step: 9 },
    ],
  },
  invoked: {
    loadLinkStatus: {
      done: [loaded(noLink), loaded(awaitingApproval), loaded(awaitingGuardian), loaded(linkedWithSchool)],
      error: [networkError],
    },
    findSchoolByInep: { done: [school], error: [inepNotFound] },
    searchSchools: { done: [twoPages, emptyPage], error: [networkError] },
    saveLink: { done: [awaitingGuardian, linkedWithSchool, linkedWithoutSchool], error: [levelRefused, alreadyLinked] },
    authorizeGuardian: { done: [linkedWithSchool, linkedWithoutSchool], error: [noGuardian] },
    sendGrades: { done: [gradesSent], error: [gradesTwice] },
    refreshSession: { done: [undefined], error: [networkError] },
  },
  provide: { actions: { showRequestErrors: () => {}, showSuccess: () => {} } },
});
