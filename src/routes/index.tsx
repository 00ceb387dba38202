import { createFileRoute, redirect } from '@tanstack/react-router';
import { pickUtm } from '@/domain/utm';

// `/` is the door to the default landing page, keeping campaign tags (SPEC §2).
export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/home', search: pickUtm(search) });
  },
});
