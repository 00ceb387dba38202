import { checkPhone } from '@/domain/validation/contact';
import { checkPersonName } from '@/domain/validation/identity';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';
import { checkAddress, checkCep, checkInep } from './documents';

export const SCHOOL_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const SCHOOL_NAME_MIN = 3;
export const SCHOOL_NAME_MAX = 150;
export const COORDINATOR_NAME_MAX = 120;

export function checkSchoolType(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  return (SCHOOL_TYPES as readonly string[]).includes(value as string) ? null : violation('invalid');
}

export function checkSchoolName(value: string | null | undefined): Violation | null {
  const found = checkPersonName(value, SCHOOL_NAME_MIN, SCHOOL_NAME_MAX);
  if (found) return found;
  return /[<>]/.test(value as string) ? violation('invalid') : null;
}

export interface SchoolDraftInput {
  name?: string | null;
  stateId?: number | null;
  cityId?: number | null;
  address?: string | null;
  /** Default PUBLIC when left out (docs/product/school.md, API). */
  type?: string | null;
  /** The phone as typed (phoneDdd + phoneNumber are joined before the check). */
  phone?: string | null;
  zipCode?: string | null;
  coordinatorName?: string | null;
  inepCode?: string | null;
}

/** School draft (docs/product/school.md, Rules): phone, state, city, name, address, type, coordinator name, zip code required; INEP optional. */
export function validateSchoolDraft(input: SchoolDraftInput): FieldIssue[] {
  const coordinator = checkPersonName(input.coordinatorName, 2, COORDINATOR_NAME_MAX);
  return collectIssues([
    ['name', checkSchoolName(input.name)],
    ['stateId', input.stateId === undefined || input.stateId === null ? violation('required') : null],
    ['cityId', input.cityId === undefined || input.cityId === null ? violation('required') : null],
    ['address', checkAddress(input.address)],
    ['type', input.type === undefined || input.type === null ? null : checkSchoolType(input.type)],
    ['phone', checkPhone(input.phone)],
    ['zipCode', checkCep(input.zipCode)],
    ['coordinatorName', coordinator ?? (/[<>]/.test(input.coordinatorName as string) ? violation('invalid') : null)],
    ['inepCode', checkInep(input.inepCode, true)],
  ]);
}
