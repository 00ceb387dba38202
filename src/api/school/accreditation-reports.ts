/** Detailed typia reports of the accreditation answers, loaded only when one breaks its contract. */
import typia from 'typia';
import type { AccreditationLinkAnswer, AccreditationLinkView, School, SchoolAccreditationResponse } from '@/contract/school';

export const validateSchool = typia.createValidate<School>();
export const validateAccreditationResponse = typia.createValidate<SchoolAccreditationResponse>();
export const validateAccreditationLink = typia.createValidate<AccreditationLinkView>();
export const validateAccreditationLinkAnswer = typia.createValidate<AccreditationLinkAnswer>();
