import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '@/api/config';
import { SchoolAuthorizeScreen } from './-school-authorize/SchoolAuthorizeScreen';

/** Lists /school-authorize among the private routes (docs/product/school.md, Screens): a signed-in director accredits a school. */
export const Route = createFileRoute('/_private/school-authorize')({
  // School accreditation exists only where the deployment enables it (docs/product/school.md, Screens).
  beforeLoad: () => {
    if (!config.schoolAuthorizeEnabled) throw notFound();
  },
  component: SchoolAuthorizeScreen,
});
