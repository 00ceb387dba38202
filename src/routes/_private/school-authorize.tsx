import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '@/api/config';
import { m } from '@/paraglide/messages';
import { PlaceholderPage } from '@/ui/pages/PageHeading';

export const Route = createFileRoute('/_private/school-authorize')({
  // School accreditation exists only where the deployment enables it (SPEC §2).
  beforeLoad: () => {
    if (!config.schoolAuthorizeEnabled) throw notFound();
  },
  component: () => <PlaceholderPage title={m.common_pageSchoolAuthorize()} />,
});
