import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from './-screens/ChangePasswordScreen';

export const Route = createFileRoute('/_private/change-password')({
  component: ChangePasswordScreen,
});
