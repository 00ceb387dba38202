import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/paraglide/messages';
import { PlaceholderPage } from '@/ui/pages/PageHeading';

export const Route = createFileRoute('/_private/profile/avatar')({
  component: () => <PlaceholderPage title={m.common_pageAvatar()} />,
});
