import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { canEnter } from '@/domain/session';

/** /admin…: the admins' tools (docs/product/moderation.md, Screens); every endpoint checks the role again (403). */
export const Route = createFileRoute('/_private/admin')({
  beforeLoad: ({ context }) => {
    if (!canEnter(context.user, { roles: ['ADMIN'] })) throw redirect({ to: '/home' });
  },
  component: Outlet,
});
