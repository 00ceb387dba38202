import { createFileRoute, redirect } from '@tanstack/react-router';
import { pickUtm } from '@/domain/utm';

// `/` is the door to the default landing page, keeping campaign tags (docs/product/shell.md, Screens).
export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/home', search: pickUtm(search) });
  },
});
