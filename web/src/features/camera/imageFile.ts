import { CAMERA_MAX, CAPTURE_JPEG_QUALITY, DETECT_IMAGE_MAX_BYTES } from '@avanzo/sync-protocol';

/** SPEC §5 camera and gallery files: a file must be there and be an image. */
export function checkImageFile(
  file: { type: string; size: number } | null | undefined,
): 'noImageSelected' | 'selectValidImageFile' | null {
  if (!file) return 'noImageSelected';
  if (!file.type.startsWith('image/')) return 'selectValidImageFile';
  return null;
}

/** Scales (w, h) down so the longer side is at most `max`; never up. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class ImageReadError extends Error {}

/**
 * Draws an image source onto a canvas and encodes it as a JPEG data URL (SPEC §7: quality 0.9),
 * at most 1920 px on its longer side so detection uploads stay far below the 10 MB limit.
 */
export function toJpegDataUrl(
  source: CanvasImageSource,
  width: number,
  height: number,
  quality = CAPTURE_JPEG_QUALITY,
): string {
  const size = fitWithin(width, height, CAMERA_MAX.width);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageReadError('no 2d context');
  context.drawImage(source, 0, 0, size.width, size.height);
  const url = canvas.toDataURL('image/jpeg', quality);
  if (!url.startsWith('data:image/jpeg') || url.length > (DETECT_IMAGE_MAX_BYTES * 4) / 3) {
    throw new ImageReadError('could not encode the image');
  }
  return url;
}

/** Reads a picked file into a JPEG data URL; throws ImageReadError when it cannot be decoded. */
export async function fileToJpegDataUrl(file: File, quality = CAPTURE_JPEG_QUALITY): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageReadError('could not decode the image');
  }
  try {
    return toJpegDataUrl(bitmap, bitmap.width, bitmap.height, quality);
  } finally {
    bitmap.close();
  }
}

/**
 * The file a file input holds, checked (SPEC §5) and read into a JPEG data URL, or the i18n key of
 * the message to show. Clears the input so picking the same file again fires another change.
 */
export async function readPickedImage(event: {
  target: { files: FileList | null; value: string };
}): Promise<{ dataUrl: string } | { errorKey: string }> {
  const file = event.target.files?.[0] ?? null;
  event.target.value = '';
  const problem = checkImageFile(file);
  if (problem || !file) return { errorKey: `camera.${problem ?? 'noImageSelected'}` };
  try {
    return { dataUrl: await fileToJpegDataUrl(file) };
  } catch {
    return { errorKey: 'camera.fileReadError' };
  }
}
