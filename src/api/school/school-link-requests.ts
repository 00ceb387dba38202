import type { SchoolDraft, SchoolDraftLinkRequest, SchoolDraftRequest, SchoolGradesRequest, SchoolLinkRequest, SchoolLinkStatusResponse } from '@/contract/school';
import { DEFAULT_ERROR_KEY } from '@/api/errors';
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import { failureKeys } from '@/api/form-refusals';
import type { FieldMessage } from '@/domain/validation';
import type { Role } from '@/domain/roles';
import { GRADE_SUBJECTS, type GradeSubject, type GradingSystemId, type PeriodType } from '@/domain/school/grades';
import { EDUCATIONAL_GRADE_ID, type EducationLevel } from '@/domain/school/school-link';
import { isStudent, type ChosenSchool, type DraftValues, type GradesValues, type LinkValues } from '@/domain/school/school-link-form';

/** The requests the school-link wizard sends, built from what the student filled in. */

export interface LoadedLink {
  status: SchoolLinkStatusResponse;
  /** A registration request of the user still pending and not linked yet. */
  pendingDraft: SchoolDraft | null;
}

export type SaveLinkInput = { kind: 'link'; request: SchoolLinkRequest } | { kind: 'draftLink'; request: SchoolDraftLinkRequest };

/** The draft as sent, phone split and the zip code appended to the address (docs/product/school.md, API). */
export function draftRequest(draft: DraftValues, values: LinkValues): SchoolDraftRequest {
  const phone = draft.phone.replace(/\D/g, '');
  const zip = draft.zipCode.replace(/\D/g, '');
  return {
    name: draft.name.trim(),
    stateId: Number(values.stateId),
    cityId: Number(values.cityId),
    address: `${draft.address.trim()}, CEP ${zip.slice(0, 5)}-${zip.slice(5)}`,
    type: draft.type,
    phoneDdd: phone.slice(0, 2),
    phoneNumber: phone.slice(2),
    zipCode: zip,
    coordinatorName: draft.coordinatorName.trim(),
    inepCode: draft.inepCode.trim() || null,
  };
}

/** The save request of step 1: a link to a school (or none), or to a draft. */
export function saveLinkInput(context: { role: Role; values: LinkValues; school: ChosenSchool | null }): SaveLinkInput {
  const { role, values, school } = context;
  const educationLevel = isStudent(role) ? (values.educationLevel as EducationLevel) : null;
  const common = { educationLevel, role, educationalGradeId: EDUCATIONAL_GRADE_ID } as const;
  if (school?.kind === 'draft') return { kind: 'draftLink', request: { ...common, schoolDraft: school.draft, cityId: school.draft.cityId } };
  if (school?.kind === 'savedDraft') return { kind: 'draftLink', request: { ...common, schoolDraft: school.draft.id, cityId: school.draft.cityId } };
  return {
    kind: 'link',
    request: { ...common, schoolId: school?.kind === 'school' ? school.school.id : null, cityId: school?.kind === 'school' ? school.school.cityId : Number(values.cityId) },
  };
}

export function gradesRequest(values: GradesValues): SchoolGradesRequest {
  return {
    ...(Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, values.grades[subject].trim()])) as Record<GradeSubject, string>),
    periodType: values.periodType as PeriodType,
    period: Number(values.period),
    gradingSystemID: Number(values.gradingSystemID) as GradingSystemId,
    acceptGradesVerificationTerms: true,
  };
}

/** The fields of each step that the server may name in a refusal. */
export const LINK_FIELDS = ['educationLevel', 'schoolId', 'cityId', 'stateId', 'inepCode'] as const;
export const FILTER_FIELDS = ['name', 'address', 'cep', 'type', 'state', 'city'] as const;
export const GRADES_FIELDS = [...GRADE_SUBJECTS, 'periodType', 'period', 'gradingSystemID', 'acceptGradesVerificationTerms'] as const;
export const GUARDIAN_FIELDS = ['acceptResponsibleTerms'] as const;

/** The message a failure shows inside its step: the first of its toasts, or none when all sit on fields. */
export const failureNotice = (error: unknown, fields: readonly string[]): string | null => failureKeys(error, fields)[0] ?? null;

/** A failed INEP lookup shows on the code's field: the server's own field error, or its request error there. */
export function inepLookupErrors(error: unknown): FieldMessage[] {
  const onField = fieldErrorsOn(error, ['inepCode']);
  return onField.length > 0 ? onField : [{ field: 'inepCode', messageKey: toastKeysFor(error, ['inepCode'])[0] ?? DEFAULT_ERROR_KEY }];
}
