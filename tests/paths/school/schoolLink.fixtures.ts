import type { SchoolLinkStatusResponse } from '@/contract/school';
import { ApiError } from '@/api/errors';
import type { School, SchoolPage } from '@/contract/school';
import type { LoadedLink } from '@/api/school/school-link-requests';
import type { SchoolLinkInput } from '@/machines/school/schoolLink.machine';

export const school: School = {
  id: 1,
  name: 'Escola Estadual Demo Paulista',
  aliasName: null,
  inepCode: '35999001',
  type: 'PUBLIC',
  address: 'Rua Demo, 100',
  stateId: 24,
  stateAcronym: 'SP',
  stateName: 'São Paulo',
  cityId: 24001,
  cityName: 'São Paulo',
  cep: '01001000',
  accreditationStatus: 3,
};

export const otherSchool: School = { ...school, id: 2, name: 'Colégio Demo', inepCode: '35999010', type: 'PRIVATE' };

export const twoPages: SchoolPage = { content: [school, otherSchool], number: 0, size: 10, totalPages: 2, totalElements: 12, last: false };
export const emptyPage: SchoolPage = { content: [], number: 0, size: 10, totalPages: 0, totalElements: 0, last: true };

const base: SchoolLinkStatusResponse = {
  idInstitution: null,
  schoolDraftId: null,
  linkStepsCompleted: false,
  currentStep: 1,
  institutionStatus: { statusCode: 0, messageKey: 'status:institution.nonexistent' },
  educationLevel: null,
};

export const noLink: SchoolLinkStatusResponse = base;
export const awaitingApproval: SchoolLinkStatusResponse = {
  ...base,
  idInstitution: 4,
  currentStep: 3,
  institutionStatus: { statusCode: 2, messageKey: 'status:institution.processing' },
  educationLevel: 'HIGH_SCHOOL',
};
export const awaitingGuardian: SchoolLinkStatusResponse = {
  ...base,
  idInstitution: 1,
  currentStep: 2,
  institutionStatus: { statusCode: 3, messageKey: 'status:institution.approved' },
  educationLevel: 'HIGH_SCHOOL',
};
export const linkedWithSchool: SchoolLinkStatusResponse = { ...awaitingGuardian, currentStep: 3, linkStepsCompleted: true };
export const linkedWithoutSchool: SchoolLinkStatusResponse = { ...base, currentStep: 3, linkStepsCompleted: true, educationLevel: 'COLLEGE' };
export const gradesSent: SchoolLinkStatusResponse = { ...linkedWithSchool, currentStep: 4 };

export const loaded = (status: SchoolLinkStatusResponse): LoadedLink => ({ status, pendingDraft: null });

export const minorStudent: SchoolLinkInput = { role: 'STUDENT', minor: true, home: { stateId: '24', cityId: '24001', cityName: 'São Paulo' } };
export const adultStudent: SchoolLinkInput = { role: 'STUDENT', minor: false, home: null };
export const sponsor: SchoolLinkInput = { role: 'SPONSOR', minor: false, home: { stateId: '24', cityId: '24001', cityName: 'São Paulo' } };
export const teacher: SchoolLinkInput = { role: 'TEACHER', minor: false, home: { stateId: '24', cityId: '24001', cityName: 'São Paulo' } };

export const inepNotFound = new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:school.inepNotFound'] });
export const networkError = new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] });
export const alreadyLinked = new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:schoolLink.userAlreadyLinked'] });
export const levelRefused = new ApiError({ status: 400, fieldErrors: [{ field: 'educationLevel', messageKey: 'validation:educationLevel.invalid' }], requestErrors: [] });
export const noGuardian = new ApiError({ status: 400, fieldErrors: [], requestErrors: ['requestError:legalRepresentative.notFound'] });
export const gradesTwice = new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:grades.alreadyRegistered'] });

export const validDraft = { name: 'Escola Nova Demo', address: 'Rua Nova, 10', zipCode: '01001000', type: 'PRIVATE', phone: '11987654321', coordinatorName: 'Marta Lima', inepCode: '' } as const;
export const validGrades = {
  periodType: 'BIMESTER',
  period: '1',
  gradingSystemID: '1',
  acceptGradesVerificationTerms: true,
  grades: { portuguese: '7,5', mathematics: '8', history: '9', geography: '6,25', science: '10', arts: '0', physicalEducation: '9,5', foreignLanguage: '7' },
} as const;
