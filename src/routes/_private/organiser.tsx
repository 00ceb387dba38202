import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { ORGANISER_ROLES } from '@/domain/roles';
import { canEnter } from '@/domain/session';

/** /organiser…: the organiser's console (docs/product/play.md, Screens and Roles). */
export const Route = createFileRoute('/_private/organiser')({
  // ADMIN, COORDINATOR and TEACHER only (docs/product/play.md, Roles); every endpoint checks again (403).
  beforeLoad: ({ context }) => {
    if (!canEnter(context.user, { roles: ORGANISER_ROLES })) throw redirect({ to: '/home' });
  },
  component: Outlet,
});
