import { createFileRoute, redirect } from '@tanstack/react-router';
import { canEnter } from '@/domain/session';
import { GuardianScreen } from './-index/GuardianScreen';

/** /guardian: the guardian's panel (docs/product/guardians.md, Screens); every endpoint checks the role again. */
export const Route = createFileRoute('/_private/guardian/')({
  beforeLoad: ({ context }) => {
    if (!canEnter(context.user, { roles: ['SPONSOR'] })) throw redirect({ to: '/home' });
  },
  component: GuardianScreen,
});
