/** SPEC §5 profile picture: an image (type image/…), under 5 MB. The server checks the same again. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarProblem = 'invalidType' | 'tooLarge';

export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size >= AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Reads a picked file for the preview; rejects when the browser cannot read it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
