import type { EducationLevel, InstitutionStatusCode } from '@/domain/school/school-link';
import type { SchoolType } from '@/domain/school/school-draft';
import type { GradeSubject, GradingSystemId, PeriodType } from '@/domain/school/grades';
import type { Role } from '@/domain/roles';
import type { City } from '@/contract/places';
import type { Page } from '@/contract/page';

/**
 * Requests and answers of the school endpoints: school, school draft, school link, grades and
 * director extras (docs/product/school.md, API). Errors follow src/contract/errors.ts (docs/product/school.md, Errors).
 */

/** A school as searches and the INEP lookup answer it. */
export interface School {
  id: number;
  name: string;
  aliasName: string | null;
  inepCode: string | null;
  type: SchoolType;
  address: string;
  stateId: number;
  stateAcronym: string;
  stateName: string;
  cityId: number;
  cityName: string;
  /** 8 digits. */
  cep: string;
  /** Accreditation on the platform (docs/product/school.md, API): 3 approved, 0 none asked yet, 2 awaiting approval, 4 refused. */
  accreditationStatus: InstitutionStatusCode;
}

/**
 * GET /educational/api/schools query (send only non-empty filters). `inepCode` makes an INEP
 * search and every other filter is ignored. `name` is a prefix ignoring case and accents;
 * `address` a fragment it contains; `cep` leading digits; `state` an id or acronym; `size` 1-50
 * (default 10); `page` from 0. Malformed filters: 400 `validation:<param>.invalid`.
 */
export interface SchoolSearchParams {
  name?: string;
  state?: number | string;
  city?: number;
  address?: string;
  cep?: string;
  type?: SchoolType;
  inepCode?: string;
  page?: number;
  size?: number;
}

export type SchoolPage = Page<School>;

/**
 * GET /educational/api/public/cities?name=&state=&limit= (no token): the city autocomplete (docs/product/school.md, Rules):
 * cities whose name starts with `name` ignoring case and accents, in state `state` (id) when
 * given; `limit` 1-50, default 5. An empty name answers no cities.
 */
export interface CityPage {
  content: City[];
}

/** POST /educational/api/school-link (JSON). Irreversible: a second link is refused. */
export interface SchoolLinkRequest {
  schoolId?: number | null;
  /** One of the user's own drafts, instead of a school. */
  schoolDraftId?: number | null;
  /** Students only (required for them); null for every other role. */
  educationLevel: EducationLevel | null;
  /** Must be the account's role. */
  role: Role;
  /** Always 'FIRST'. */
  educationalGradeId: 'FIRST';
  /** The school's city (or the user's city when no school is needed). */
  cityId: number;
}

/** POST /educational/api/schools/draft (JSON): a school registration request. */
export interface SchoolDraftRequest {
  name: string;
  stateId: number;
  cityId: number;
  /** The address; the client appends the zip code to it (docs/product/school.md, API), which is accepted as it comes. */
  address: string;
  type?: SchoolType;
  /** Either phone, or phoneDdd + phoneNumber. */
  phone?: string;
  phoneDdd?: string;
  phoneNumber?: string;
  zipCode: string;
  coordinatorName: string;
  inepCode?: string | null;
}

/** A draft as GET /educational/api/schools/draft lists them (newest first) and POST answers it (201). */
export interface SchoolDraft {
  id: number;
  name: string;
  stateId: number;
  stateName: string;
  cityId: number;
  cityName: string;
  address: string;
  type: SchoolType;
  phoneDdd: string;
  phoneNumber: string;
  zipCode: string;
  coordinatorName: string;
  inepCode: string | null;
  status: 'PENDING' | 'APPROVED' | 'REFUSED';
  createdAt: string;
}

/**
 * POST /educational/api/schools/draft/link (JSON): links the user to a draft, given as the id of
 * one of their drafts or as a new draft (created and linked in one step).
 */
export interface SchoolDraftLinkRequest {
  schoolDraft: number | SchoolDraftRequest;
  educationLevel: EducationLevel | null;
  educationalGradeId: 'FIRST';
  role: Role;
  cityId: number;
}

/** POST /educational/api/public/schools/authorize (JSON, no token): a director accredits a school. */
export interface SchoolAccreditationRequest {
  firstName: string;
  lastName: string;
  rg: string;
  cpf: string;
  whatsapp: string;
  personalEmail: string;
  schoolEmail: string;
  /** Landline (10 digits) or mobile (11). */
  schoolPhone: string;
  inepCode: string;
  address: string;
  cep: string;
  acceptTerms: true;
}

/**
 * 202 answer of the accreditation request: nothing counts yet. A link went to the school's official
 * e-mail on record (docs/product/school.md, Rules); the request becomes the school's process only
 * once it is confirmed from there, before `expiresAt`.
 */
export interface SchoolAccreditationResponse {
  school: School;
  /** The school's e-mail the link went to, mostly hidden (`se•••@escola.example`). */
  sentTo: string;
  /** When the link stops working (ISO instant). */
  expiresAt: string;
  messageKey: 'status:schoolAuthorize.confirmationSent';
}

/**
 * GET /educational/api/public/schools/accreditation-requests/{token} (no token header: the link's
 * key is the proof): what the school's e-mailed link shows. `VALID` may be confirmed or declined;
 * the others say why not: the link is unknown, past its hours, already confirmed or declined, or
 * the school already has a process or its accreditation (`TAKEN`).
 */
export type AccreditationLinkView =
  | {
      state: 'VALID';
      school: Pick<School, 'name' | 'inepCode' | 'cityName' | 'stateAcronym' | 'address'>;
      /** Who asked, as they named themselves, and how to reach them. */
      director: { firstName: string; lastName: string; personalEmail: string };
      requestedAt: string;
      expiresAt: string;
    }
  | { state: 'UNKNOWN' | 'EXPIRED' | 'CONFIRMED' | 'DECLINED' | 'TAKEN' };

/**
 * POST …/accreditation-requests/{token}/confirm (200): the request is now the school's
 * accreditation process (status 2, awaiting approval). POST …/decline (200): the request is
 * discarded and can no longer be confirmed.
 */
export interface AccreditationLinkAnswer {
  outcome: 'CONFIRMED' | 'DECLINED';
  messageKey: 'status:schoolAuthorize.confirmed' | 'status:schoolAuthorize.declined';
}

/**
 * POST /educational/api/student/grades/send (JSON): each subject a "0" to "10" value with a
 * decimal comma ("7,5"); once per period.
 */
export type SchoolGradesRequest = Record<GradeSubject, string> & {
  periodType: PeriodType;
  period: number;
  gradingSystemID: GradingSystemId;
  acceptGradesVerificationTerms: true;
};

/** POST /educational/api/student/responsible-authorization (JSON): a minor's guardian authorises the link. */
export interface ResponsibleAuthorizationRequest {
  acceptResponsibleTerms: true;
}

/** GET /educational/api/links/status: where the student stands in linking a school. */
export interface SchoolLinkStatusResponse {
  idInstitution: number | null;
  schoolDraftId: number | null;
  linkStepsCompleted: boolean;
  currentStep: number;
  institutionStatus: { statusCode: InstitutionStatusCode; messageKey: string };
  educationLevel: EducationLevel | null;
}
