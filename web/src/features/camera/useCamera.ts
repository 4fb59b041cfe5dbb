import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { IOS_CAMERA_RETRIES, VIDEO_LOAD_TIMEOUT_IOS_MS, VIDEO_LOAD_TIMEOUT_MS } from '@avanzo/sync-protocol';
import {
  cameraConstraints,
  classifyCameraError,
  iosRetryDelay,
  isIos,
  type CameraErrorKind,
} from './cameraErrors';

export type Facing = 'environment' | 'user';
export type CameraStatus = 'idle' | 'requesting' | 'streaming' | 'error';

export const deviceIsIos = () =>
  typeof navigator !== 'undefined' && isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0);

class CameraFailure extends Error {
  constructor(readonly kind: CameraErrorKind) {
    super(kind);
  }
}

/** Resolves once the video has frames to show; rejects after `ms` (SPEC §9 video load timeouts). */
function waitForVideo(video: HTMLVideoElement, ms: number): Promise<void> {
  if (video.readyState >= 2 && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      resolve();
    };
    const timer = setTimeout(() => {
      video.removeEventListener('loadeddata', done);
      reject(new CameraFailure('timeout'));
    }, ms);
    video.addEventListener('loadeddata', done);
  });
}

async function permissionIsDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The live camera of SPEC §4: asks for the stream, attaches it to the video, classifies every
 * failure, retries on iOS, switches facing (reverting on failure) and always releases the stream.
 * A newer start cancels an older one, so a fast back-and-forth never leaves a camera running.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>) {
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [error, setError] = useState<CameraErrorKind | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const stream = useRef<MediaStream | null>(null);
  const generation = useRef(0);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, [videoRef]);

  const stop = useCallback(() => {
    generation.current += 1;
    release();
    setStatus('idle');
  }, [release]);

  /** Opens the camera facing `mode`; resolves true when streaming, false on failure (status 'error'). */
  const start = useCallback(
    async (mode: Facing, options: { minimal?: boolean } = {}): Promise<boolean> => {
      const mine = ++generation.current;
      release();
      setStatus('requesting');
      setError(null);
      const ios = deviceIsIos();
      for (let attempt = 0; ; attempt++) {
        try {
          if (typeof window !== 'undefined' && window.isSecureContext === false)
            throw new CameraFailure('insecure');
          if (!navigator.mediaDevices?.getUserMedia) throw new CameraFailure('unsupported');
          if (attempt === 0 && (await permissionIsDenied())) throw new CameraFailure('previouslyDenied');
          const media = await navigator.mediaDevices.getUserMedia(cameraConstraints(mode, options.minimal));
          if (mine !== generation.current) {
            media.getTracks().forEach((track) => track.stop());
            return false;
          }
          stream.current = media;
          const video = videoRef.current;
          if (!video) throw new CameraFailure('generic');
          video.srcObject = media;
          video.muted = true;
          video.playsInline = true;
          await waitForVideo(video, ios ? VIDEO_LOAD_TIMEOUT_IOS_MS : VIDEO_LOAD_TIMEOUT_MS);
          await video.play().catch(() => undefined);
          if (mine !== generation.current) return false;
          setFacing(mode);
          setStatus('streaming');
          return true;
        } catch (caught) {
          if (mine !== generation.current) return false;
          release();
          const kind = caught instanceof CameraFailure ? caught.kind : classifyCameraError(caught);
          const delay = ios ? iosRetryDelay(kind, attempt, IOS_CAMERA_RETRIES) : null;
          if (delay !== null) {
            await sleep(delay);
            if (mine !== generation.current) return false;
            continue;
          }
          setError(kind);
          setStatus('error');
          return false;
        }
      }
    },
    [release, videoRef],
  );

  /** Stops, toggles the facing mode and restarts; on failure it goes back to the previous one. */
  const switchFacing = useCallback(async (): Promise<boolean> => {
    const previous = facing;
    const next: Facing = previous === 'environment' ? 'user' : 'environment';
    if (await start(next)) return true;
    await start(previous);
    return false;
  }, [facing, start]);

  useEffect(
    () => () => {
      generation.current += 1;
      release();
    },
    [release],
  );

  return { status, error, facing, start, stop, switchFacing };
}
