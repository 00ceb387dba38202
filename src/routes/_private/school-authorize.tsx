import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '@/api/config';
import { SchoolAuthorizeScreen } from './-school-authorize/SchoolAuthorizeScreen';

/** SPEC §2 lists /school-authorize among the private routes: a signed-in director accredits a school. */
export const Route = createFileRoute('/_private/school-authorize')({
  // School accreditation exists only where the deployment enables it (SPEC §2).
  beforeLoad: () => {
    if (!config.schoolAuthorizeEnabled) throw notFound();
  },
  component: SchoolAuthorizeScreen,
});
