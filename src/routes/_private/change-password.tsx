import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from './-change-password/ChangePasswordScreen';

export const Route = createFileRoute('/_private/change-password')({
  component: ChangePasswordScreen,
});
