import { createFileRoute } from '@tanstack/react-router';
import { ConsentScreen } from './-token/ConsentScreen';

/**
 * /guardian/consent/<token>: the page a guardian opens from the consent e-mail (docs/product/guardians.md,
 * Screens). Open to everyone, signed in or not: the flow decides what each viewer sees.
 */
export const Route = createFileRoute('/guardian/consent/$token')({
  beforeLoad: async ({ context }) => {
    await context.session.ready();
  },
  component: ConsentScreen,
});
