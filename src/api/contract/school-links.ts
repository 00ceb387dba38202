/** GET /educational/api/links/status (SPEC §3 School link). */
export interface SchoolLinkStatusResponse {
  idInstitution: number | null;
  schoolDraftId: number | null;
  linkStepsCompleted: boolean;
  currentStep: number;
  institutionStatus: { statusCode: 0 | 1 | 2 | 3 | 4 | 99; messageKey: string };
  educationLevel: 'PRIMARY_SCHOOL' | 'HIGH_SCHOOL' | 'COLLEGE' | 'NOT_STUDYING' | null;
}
