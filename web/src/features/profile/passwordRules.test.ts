import { describe, expect, it } from 'vitest';
import { isWrongCurrentPassword, validatePasswordChange } from './passwordRules';

const ok = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

describe('validatePasswordChange', () => {
  it('accepts a complete, matching form', () => {
    expect(validatePasswordChange(ok)).toEqual({});
  });

  it('reports every empty field under itself, the confirmation with the new-password message', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'profile.password.currentPasswordRequired',
      newPassword: 'profile.password.newPasswordRequired',
      confirmPassword: 'profile.password.newPasswordRequired',
    });
  });

  it('checks the length of the new password only once it is given, at 6 characters', () => {
    expect(validatePasswordChange({ ...ok, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'profile.password.newPasswordMinLength',
    });
    expect(validatePasswordChange({ ...ok, newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('checks the match only once the confirmation is given', () => {
    expect(validatePasswordChange({ ...ok, confirmPassword: 'new-secreT' })).toEqual({
      confirmPassword: 'profile.password.newPasswordsDoNotMatch',
    });
    // A short new password and a different confirmation: both fields say what is wrong with them.
    expect(validatePasswordChange({ ...ok, newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'profile.password.newPasswordMinLength',
      confirmPassword: 'profile.password.newPasswordsDoNotMatch',
    });
  });

  it('does not trim: spaces are part of a password', () => {
    expect(validatePasswordChange({ ...ok, currentPassword: ' ' })).toEqual({});
  });
});

describe('isWrongCurrentPassword', () => {
  it('recognises the server code or the SPEC message', () => {
    expect(isWrongCurrentPassword('WRONG_CURRENT_PASSWORD', '')).toBe(true);
    expect(isWrongCurrentPassword('HTTP_400', 'Current password is incorrect')).toBe(true);
    expect(isWrongCurrentPassword('VALIDATION_ERROR', 'newPassword is too short')).toBe(false);
  });
});
