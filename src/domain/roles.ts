/** Roles (docs/product/shell.md, Roles): STUDENT, TEACHER (educator), COORDINATOR (labelled director), SPONSOR (guardian), ADMIN. */
export type Role = 'STUDENT' | 'TEACHER' | 'COORDINATOR' | 'SPONSOR' | 'ADMIN';
export const ROLES: readonly Role[] = ['STUDENT', 'TEACHER', 'COORDINATOR', 'SPONSOR', 'ADMIN'];
