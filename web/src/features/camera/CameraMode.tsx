import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fallbackSuggestions,
  mergeSelections,
  selectionKey,
  type SelectedIngredient,
} from '@avanzo/recipe-core';
import {
  CAPTURE_JPEG_QUALITY,
  CAPTURE_JPEG_QUALITY_IOS,
  type DetectReply,
  type Language,
} from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import { CameraErrorScreen } from './CameraErrorScreen';
import { ScanResult } from './ScanResult';
import { classifyDetectError } from './detectOutcome';
import { readPickedImage, toJpegDataUrl } from './imageFile';
import { localizeSelection } from './selection';
import { deviceIsIos, useCamera } from './useCamera';

/** The server waits up to AI_TIMEOUT_MS (30 s by default) for the vision model; give it room. */
const DETECT_TIMEOUT_MS = 45_000;

type Phase = 'live' | 'captured';

/**
 * SPEC §2/§4 camera mode: live video with a dashed frame, facing switch, gallery and capture; then
 * the photo is analysed and the detected ingredients become chips the user can edit before generating.
 */
export function CameraMode({
  onGenerate,
  onPickByHand,
  initialImage = null,
}: {
  onGenerate: (items: SelectedIngredient[]) => void;
  onPickByHand: () => void;
  /** A photo picked on the choice screen: analysed straight away, without opening the camera. */
  initialImage?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const language = i18n.language as Language;
  const videoRef = useRef<HTMLVideoElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const captureInput = useRef<HTMLInputElement>(null);
  const camera = useCamera(videoRef);
  const [phase, setPhase] = useState<Phase>(initialImage ? 'captured' : 'live');
  const [image, setImage] = useState<string | null>(initialImage);
  const [scanning, setScanning] = useState(false);
  const [detected, setDetected] = useState<SelectedIngredient[]>([]);
  // The latest list, for merging a detection that resolves after other edits.
  const detectedRef = useRef<SelectedIngredient[]>([]);
  const updateDetected = (next: SelectedIngredient[]) => {
    detectedRef.current = next;
    setDetected(next);
  };
  const [suggestions, setSuggestions] = useState<SelectedIngredient[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const detectRun = useRef(0);
  const { start, stop, facing } = camera;

  const firstImage = useRef(initialImage);
  useEffect(() => {
    if (firstImage.current) void detect(firstImage.current);
    else void start('environment');
    // Runs once on mount: the first photo or the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function detect(dataUrl: string) {
    const run = ++detectRun.current;
    setScanning(true);
    setNotice(null);
    try {
      const reply = await http.post<DetectReply>(
        '/ingredients/detect',
        { image: dataUrl, locale: language },
        { timeoutMs: DETECT_TIMEOUT_MS },
      );
      if (run !== detectRun.current) return;
      const incoming = reply.items.map(({ id, name, emoji }) => ({ id, name, emoji }));
      const before = detectedRef.current;
      const { merged, added } = mergeSelections(before, incoming);
      updateDetected(merged);
      if (before.length === 0) notify.success(t('camera.detected', { count: merged.length }));
      else if (added === 0) notify.info(t('camera.noNewIngredients'));
      else notify.success(t('camera.added', { count: added, added, total: merged.length }));
      setSuggestions([]);
    } catch (error) {
      if (run !== detectRun.current) return;
      const failure = classifyDetectError(error);
      switch (failure.kind) {
        case 'suggestions':
          setSuggestions(fallbackSuggestions(language));
          notify.warning(t('camera.fallbackMessage'));
          break;
        case 'unavailable':
          notify.error(t('camera.serviceUnavailable'));
          break;
        case 'noIngredients':
          notify.warning(t('camera.noIngredientsDetected'));
          break;
        case 'offline':
          setNotice(t('camera.offline'));
          break;
        default:
          notify.error(t(`camera.${failure.kind}`));
      }
    } finally {
      if (run === detectRun.current) setScanning(false);
    }
  }

  function showCaptured(dataUrl: string) {
    stop();
    setImage(dataUrl);
    setPhase('captured');
    void detect(dataUrl);
  }

  function capture() {
    const video = videoRef.current;
    if (!video || camera.status !== 'streaming' || video.readyState < 2 || video.videoWidth === 0) {
      notify.warning(t('camera.cameraNotReady'));
      return;
    }
    try {
      const quality = deviceIsIos() ? CAPTURE_JPEG_QUALITY_IOS : CAPTURE_JPEG_QUALITY;
      showCaptured(toJpegDataUrl(video, video.videoWidth, video.videoHeight, quality));
    } catch {
      notify.error(t('camera.captureError'));
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const result = await readPickedImage(event);
    if ('errorKey' in result) notify.error(t(result.errorKey));
    else showCaptured(result.dataUrl);
  }

  async function switchFacing() {
    if (!(await camera.switchFacing())) notify.warning(t('camera.switchFailed'));
  }

  function backToCamera(clear: boolean) {
    detectRun.current += 1;
    setScanning(false);
    setImage(null);
    setNotice(null);
    if (clear) {
      updateDetected([]);
      setSuggestions([]);
    }
    setPhase('live');
    void start(facing);
  }

  function generate() {
    if (detected.length === 0) {
      notify.warning(t('camera.noIngredientsToUse'));
      return;
    }
    onGenerate(localizeSelection(detected, language));
  }

  const live = phase === 'live';
  const facingLabel = facing === 'environment' ? t('camera.facingEnvironment') : t('camera.facingUser');

  return (
    <div className="camera-mode" data-testid="camera-mode">
      <input
        ref={galleryInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void onFile(e)}
        data-testid="gallery-input"
      />
      <input
        ref={captureInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => void onFile(e)}
        data-testid="capture-input"
      />

      <div className="camera-live" hidden={!live || camera.status === 'error'}>
        <div className="camera-stage">
          <video
            ref={videoRef}
            className="camera-stage__video"
            aria-label={t('camera.videoLabel')}
            playsInline
            muted
            data-testid="camera-video"
          />
          <div className="camera-stage__frame" aria-hidden="true" />
          {camera.status === 'requesting' && (
            <div className="camera-stage__status" role="status">
              <span className="spinner" aria-hidden="true" />
              {t('camera.starting')}
            </div>
          )}
          {camera.status === 'streaming' && <p className="camera-stage__hint">{t('camera.frameHint')}</p>}
          <button
            type="button"
            className="camera-stage__facing"
            onClick={() => void switchFacing()}
            disabled={camera.status !== 'streaming'}
            aria-label={`${t('camera.switchCamera')}. ${facingLabel}`}
            data-testid="switch-camera"
          >
            <Icon name="flip" size={18} />
            <span data-testid="facing">
              {facing === 'environment' ? t('camera.facingEnvironmentShort') : t('camera.facingUserShort')}
            </span>
          </button>
        </div>
        <div className="camera-controls">
          <button
            type="button"
            className="camera-controls__side"
            onClick={() => galleryInput.current?.click()}
            data-testid="gallery"
          >
            <Icon name="image" />
            <span>{t('camera.gallery')}</span>
          </button>
          <button
            type="button"
            className="shutter"
            onClick={capture}
            aria-label={t('camera.capture')}
            disabled={camera.status !== 'streaming'}
            data-testid="capture"
          >
            <span className="shutter__inner" />
          </button>
          <span className="camera-controls__side" aria-hidden="true" />
        </div>
      </div>

      {live && camera.status === 'error' && camera.error && (
        <CameraErrorScreen
          kind={camera.error}
          onRetry={() => void start(facing)}
          onForce={() => void start(facing, { minimal: true })}
          onGallery={() => galleryInput.current?.click()}
          onPhoneCamera={() => captureInput.current?.click()}
        />
      )}

      {!live && (
        <ScanResult
          image={image}
          scanning={scanning}
          detected={localizeSelection(detected, language)}
          suggestions={suggestions}
          notice={notice}
          onRemove={(item) =>
            updateDetected(detectedRef.current.filter((d) => selectionKey(d) !== selectionKey(item)))
          }
          onAdd={(item) => updateDetected(mergeSelections(detectedRef.current, [item]).merged)}
          onAcceptSuggestion={(item) => {
            updateDetected(mergeSelections(detectedRef.current, [item]).merged);
            setSuggestions((current) => current.filter((s) => s.id !== item.id));
          }}
          onAddMore={() => backToCamera(false)}
          onRestart={() => backToCamera(true)}
          onGenerate={generate}
          onPickByHand={onPickByHand}
        />
      )}
    </div>
  );
}
