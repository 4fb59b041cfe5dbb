import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile } from './avatarFile';

describe('checkAvatarFile', () => {
  it('accepts images under 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 120_000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES - 1 })).toBeNull();
  });

  it('refuses anything that is not an image first, then files of 5 MB or more', () => {
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toBe('invalidType');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('invalidType');
    expect(checkAvatarFile({ type: 'application/pdf', size: 6 * 1024 * 1024 })).toBe('invalidType');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBe('tooLarge');
    expect(checkAvatarFile({ type: 'image/webp', size: 6 * 1024 * 1024 })).toBe('tooLarge');
  });
});
