import { DETECT_IMAGE_MAX_BYTES, ErrorCode } from '@avanzo/sync-protocol';
import { AppError } from '../errors';
import { IMAGE_MIME, sniffImage } from './images';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks a photo sent as a data URL: a JPEG, PNG or WebP (by its bytes, not only its label), base64,
 * at most 10 MB decoded. Returns a clean data URL to forward; throws 400 INVALID_IMAGE or 413.
 */
export function readImageDataUrl(value: string): { dataUrl: string; bytes: number } {
  const comma = value.indexOf(',');
  const header = comma === -1 ? '' : value.slice(0, comma).toLowerCase();
  const match = /^data:(image\/[a-z+.-]+);base64$/.exec(header);
  if (!match || !ACCEPTED.has(match[1] as string)) {
    throw new AppError(400, ErrorCode.INVALID_IMAGE, 'The image must be a JPEG, PNG or WebP data URL');
  }
  const payload = value.slice(comma + 1).replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length === 0) {
    throw new AppError(400, ErrorCode.INVALID_IMAGE, 'The image data is not valid base64');
  }
  const bytes =
    Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  if (bytes > DETECT_IMAGE_MAX_BYTES) {
    throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The image is larger than 10 MB');
  }
  const head = Buffer.from(payload.slice(0, 64), 'base64');
  const kind = sniffImage(head);
  if (kind === null || kind === 'gif') {
    throw new AppError(400, ErrorCode.INVALID_IMAGE, 'The data is not a JPEG, PNG or WebP image');
  }
  return { dataUrl: `data:${IMAGE_MIME[kind]};base64,${payload}`, bytes };
}
