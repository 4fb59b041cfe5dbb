/** SPEC §5 change password: the rules in their order, one message key per field, checked before any call. */

export const NEW_PASSWORD_MIN = 6;

export interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

export function validatePasswordChange(fields: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (fields.currentPassword === '') errors.currentPassword = 'profile.password.currentPasswordRequired';
  if (fields.newPassword === '') errors.newPassword = 'profile.password.newPasswordRequired';
  else if (fields.newPassword.length < NEW_PASSWORD_MIN)
    errors.newPassword = 'profile.password.newPasswordMinLength';
  // SPEC §5: an empty confirmation is reported with the newPasswordRequired message.
  if (fields.confirmPassword === '') errors.confirmPassword = 'profile.password.newPasswordRequired';
  else if (fields.confirmPassword !== fields.newPassword)
    errors.confirmPassword = 'profile.password.newPasswordsDoNotMatch';
  return errors;
}

/** SPEC §8: a server reply whose message says the current password is wrong belongs under that field. */
export function isWrongCurrentPassword(code: string, message: string): boolean {
  return code === 'WRONG_CURRENT_PASSWORD' || message.includes('Current password is incorrect');
}
