import { CAMERA_IDEAL, CAMERA_MAX } from '@avanzo/sync-protocol';

/**
 * Why the live camera is not showing (SPEC §8 Camera). Each kind has its own message and its own
 * way out on the error screen.
 */
export type CameraErrorKind =
  | 'denied'
  | 'previouslyDenied'
  | 'notFound'
  | 'overconstrained'
  | 'inUse'
  | 'unsupported'
  | 'insecure'
  | 'timeout'
  | 'generic';

/** Maps a getUserMedia failure (a DOMException name) onto the kind the screen explains. */
export function classifyCameraError(error: unknown): CameraErrorKind {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'notFound';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'CameraTimeoutError':
      return 'timeout';
    default:
      return 'generic';
  }
}

/** SPEC §4: on iOS an overconstrained or unknown failure is retried up to 3 times, after 1 s or 2 s. */
export function iosRetryDelay(kind: CameraErrorKind, attempt: number, maxRetries: number): number | null {
  if (attempt >= maxRetries) return null;
  if (kind === 'overconstrained') return 1_000;
  if (kind === 'generic') return 2_000;
  return null;
}

export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** SPEC §9: ideal 1280×720, at most 1920×1080, environment-facing by default. */
export function cameraConstraints(facing: 'environment' | 'user', minimal = false): MediaStreamConstraints {
  if (minimal) return { video: true, audio: false };
  return {
    audio: false,
    video: {
      facingMode: { ideal: facing },
      width: { ideal: CAMERA_IDEAL.width, max: CAMERA_MAX.width },
      height: { ideal: CAMERA_IDEAL.height, max: CAMERA_MAX.height },
    },
  };
}
