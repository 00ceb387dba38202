/** The detailed typia reports of the school answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import type { School, SchoolDraft, SchoolPage } from '@/contract/school';

export const validateSchoolPage = typia.createValidate<SchoolPage>();
export const validateSchool = typia.createValidate<School>();
export const validateSchoolDrafts = typia.createValidate<SchoolDraft[]>();
export const validateSchoolDraft = typia.createValidate<SchoolDraft>();
export const validateLinkStatus = typia.createValidate<SchoolLinkStatusResponse>();
