/** What the school-link wizard shows and what it reports back; plain shapes, no requests. */

import type { GradeSubject, PeriodType } from '@/domain/school/grades';
import type { SchoolLinkScreen } from '@/domain/school/wizard-steps';
import type { SchoolType } from '@/domain/school/school-draft';
import type { EducationLevel } from '@/domain/school/school-link';

/** Which screen the wizard draws (the flow's view decides it). */
export type WizardView = SchoolLinkScreen;

export interface WizardLinkValues {
  mode: 'city' | 'inep';
  stateId: string;
  cityId: string;
  cityName: string;
  educationLevel: EducationLevel | '';
  inepCode: string;
}

export interface WizardFilters {
  name: string;
  address: string;
  cep: string;
  type: SchoolType | '';
}

export interface WizardDraftValues {
  name: string;
  address: string;
  zipCode: string;
  type: SchoolType;
  phone: string;
  coordinatorName: string;
  inepCode: string;
}

export interface WizardGradesValues {
  grades: Record<GradeSubject, string>;
  periodType: PeriodType | '';
  period: string;
  gradingSystemID: string;
  acceptGradesVerificationTerms: boolean;
}

/** A school as a card shows it. */
export interface WizardSchool {
  id: number;
  name: string;
  aliasName: string | null;
  inepCode: string | null;
  type: SchoolType;
  address: string;
}

export interface WizardChosenSchool extends WizardSchool {
  /** 'draft': a new registration request; 'savedDraft': one already sent and pending. */
  kind: 'school' | 'draft' | 'savedDraft';
}

export interface WizardResults {
  items: WizardSchool[];
  /** From 0. */
  page: number;
  totalPages: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

export interface CityChoice {
  id: number;
  name: string;
}

export interface SchoolLinkWizardProps {
  view: WizardView;
  /** Education level is asked of students only (docs/product/school.md, Rules). */
  showLevel: boolean;
  /** The school field is hidden for sponsors (docs/product/school.md, Rules). */
  showSchool: boolean;
  values: WizardLinkValues;
  school: WizardChosenSchool | null;
  filters: WizardFilters;
  results: WizardResults | null;
  draft: WizardDraftValues;
  grades: WizardGradesValues;
  guardianAccepted: boolean;
  /** Error texts by field of the step shown. */
  errors: Partial<Record<string, string>>;
  /** A request error shown inside the step. */
  notice: string | null;
  /** The place of step 1, written out ("Campinas – São Paulo"). */
  placeLabel: string;
  canSearchAdvanced: boolean;
  /** What the step bar's links depend on besides the step shown (docs/product/school.md, States). */
  stepBar: { advancedSearchReady: boolean; hasResults: boolean };
  lookingUp: boolean;
  saving: boolean;
  confirmOpen: boolean;
  draftInfoOpen: boolean;
  sending: boolean;
  /** The finished link: complete or still waiting for a step. */
  complete: boolean;
  /** The school the user is linked to, when known (blocked and done views). */
  linkedSchoolName: string | null;
  /** Where a minor registers their guardian. */
  guardianFormHref: string;
  /** Bumped after each submit with errors, to move focus to the first one. */
  errorRound: number;
  searchCities: (query: string, signal: AbortSignal) => Promise<readonly CityChoice[]>;
  onChange: (change: Partial<WizardLinkValues>) => void;
  onLookupInep: () => void;
  onClearSchool: () => void;
  onOpenAdvanced: () => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onChangeFilters: (change: Partial<WizardFilters>) => void;
  onSearch: () => void;
  onPage: (page: number) => void;
  onSelect: (schoolId: number) => void;
  onBack: () => void;
  onRegister: () => void;
  onChangeDraft: (change: Partial<WizardDraftValues>) => void;
  onSubmitDraft: () => void;
  onAcknowledge: () => void;
  onGoToStep: (step: number) => void;
  onRetry: () => void;
  onAcceptGuardian: (accepted: boolean) => void;
  onAuthorize: () => void;
  onSkip: () => void;
  onChangeGrades: (change: Partial<Omit<WizardGradesValues, 'grades'>> & { grades?: Partial<Record<GradeSubject, string>> }) => void;
  onSendGrades: () => void;
}
