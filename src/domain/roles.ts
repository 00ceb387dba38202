/** Roles (docs/product/shell.md, Roles): STUDENT, TEACHER (educator), COORDINATOR (labelled director), SPONSOR (guardian), ADMIN. */
export type Role = 'STUDENT' | 'TEACHER' | 'COORDINATOR' | 'SPONSOR' | 'ADMIN';
export const ROLES: readonly Role[] = ['STUDENT', 'TEACHER', 'COORDINATOR', 'SPONSOR', 'ADMIN'];

/** Who organises events (docs/product/play.md, Roles): ADMIN for every event, an educator for their school's. */
export const ORGANISER_ROLES: readonly Role[] = ['ADMIN', 'COORDINATOR', 'TEACHER'];
