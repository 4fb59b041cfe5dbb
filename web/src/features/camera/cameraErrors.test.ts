import { describe, expect, it } from 'vitest';
import { cameraConstraints, classifyCameraError, iosRetryDelay, isIos } from './cameraErrors';

describe('classifyCameraError', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'notFound'],
    ['OverconstrainedError', 'overconstrained'],
    ['NotReadableError', 'inUse'],
    ['TrackStartError', 'inUse'],
    ['CameraTimeoutError', 'timeout'],
    ['TypeError', 'generic'],
  ])('%s → %s', (name, kind) => {
    expect(classifyCameraError({ name })).toBe(kind);
  });

  it('treats anything else as generic', () => {
    expect(classifyCameraError(null)).toBe('generic');
    expect(classifyCameraError('boom')).toBe('generic');
  });
});

describe('iosRetryDelay', () => {
  it('retries overconstrained after 1 s and unknown errors after 2 s, three times at most', () => {
    expect(iosRetryDelay('overconstrained', 0, 3)).toBe(1_000);
    expect(iosRetryDelay('generic', 2, 3)).toBe(2_000);
    expect(iosRetryDelay('generic', 3, 3)).toBeNull();
    expect(iosRetryDelay('denied', 0, 3)).toBeNull();
  });
});

describe('isIos and constraints', () => {
  it('recognises iPhones and iPads that claim to be Macs', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });

  it('asks for 1280×720 ideally and 1920×1080 at most', () => {
    expect(cameraConstraints('user')).toEqual({
      audio: false,
      video: {
        facingMode: { ideal: 'user' },
        width: { ideal: 1280, max: 1920 },
        height: { ideal: 720, max: 1080 },
      },
    });
    expect(cameraConstraints('environment', true)).toEqual({ video: true, audio: false });
  });
});
