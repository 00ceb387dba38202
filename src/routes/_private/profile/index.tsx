import { createFileRoute, redirect } from '@tanstack/react-router';

// The profile opens on its default scene, personal data (SPEC §2).
export const Route = createFileRoute('/_private/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/$scene', params: { scene: 'personal-data' } });
  },
});
