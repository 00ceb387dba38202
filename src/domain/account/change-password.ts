import type { FieldMessage } from '@/domain/validation';
import { validateChangePassword } from '@/domain/validation/password';

/** The change-password form as the screen holds it, and what it asks before it is sent. */

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** The form's rules; whether the old password is right is the server's to say. */
export function changePasswordIssues(values: ChangePasswordValues): FieldMessage[] {
  return validateChangePassword(values).map(({ field, messageKey }) => ({ field, messageKey }));
}
