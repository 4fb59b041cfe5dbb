import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CATALOG, type SelectedIngredient } from '@avanzo/recipe-core';
import { useServerConfig } from '../../app/useServerConfig';
import { useOnline } from '../../data/online';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import { CameraMode } from './CameraMode';
import { ManualPicker } from './ManualPicker';
import { saveCurrentIngredients } from './currentIngredients';
import { readPickedImage } from './imageFile';
import './camera.css';

type Mode = { kind: 'choice' } | { kind: 'manual' } | { kind: 'camera'; image: string | null };

/** /app/camera: the choice between picking by hand and a photo, then that mode (SPEC §2 Camera). */
export function CameraPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vision } = useServerConfig();
  const online = useOnline();
  const [mode, setModeState] = useState<Mode>({ kind: 'choice' });
  const uploadInput = useRef<HTMLInputElement>(null);
  // Each mode replaces the screen (and the button that was pressed): the focus moves to its heading,
  // so keyboard and screen-reader users start at the top of what they chose instead of the page's end.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const setMode = (next: Mode) => {
    moved.current = true;
    setModeState(next);
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [mode]);
  const visionOff = !vision;

  function generate(items: SelectedIngredient[]) {
    saveCurrentIngredients(items);
    void navigate({ to: '/app/recipes' });
  }

  const back = (
    <button
      type="button"
      className="camera-back"
      onClick={() => setMode({ kind: 'choice' })}
      data-testid="camera-back"
    >
      <Icon name="chevronLeft" />
      {t('camera.back')}
    </button>
  );

  if (mode.kind === 'manual') {
    return (
      <div className="page camera-page">
        <header className="camera-page__head">
          {back}
          <h1 tabIndex={-1} ref={heading}>
            {t('camera.manualTitle')}
          </h1>
        </header>
        <ManualPicker onGenerate={generate} />
      </div>
    );
  }

  if (mode.kind === 'camera') {
    return (
      <div className="page camera-page camera-page--camera">
        <header className="camera-page__head">
          {back}
          <h1 className="visually-hidden" tabIndex={-1} ref={heading}>
            {t('camera.choiceCameraTitle')}
          </h1>
        </header>
        <CameraMode
          initialImage={mode.image}
          onGenerate={generate}
          onPickByHand={() => setMode({ kind: 'manual' })}
        />
      </div>
    );
  }

  return (
    <div className="page camera-page" data-testid="camera-choice">
      <header className="camera-page__intro">
        <h1 tabIndex={-1} ref={heading}>
          {t('camera.title')}
        </h1>
        <p>{t('camera.subtitle')}</p>
      </header>
      <div className="choice">
        <button
          type="button"
          className="choice-card"
          onClick={() => setMode({ kind: 'manual' })}
          data-testid="choose-manual"
        >
          <span className="choice-card__icon">
            <Icon name="hand" size={28} />
          </span>
          <span className="choice-card__title">{t('camera.choiceManualTitle')}</span>
          <span className="choice-card__text">{t('camera.choiceManualText', { count: CATALOG.length })}</span>
        </button>
        <button
          type="button"
          className="choice-card choice-card--primary"
          onClick={() => setMode({ kind: 'camera', image: null })}
          data-testid="choose-camera"
        >
          <span className="choice-card__icon">
            <Icon name="camera" size={28} />
          </span>
          <span className="choice-card__title">{t('camera.choiceCameraTitle')}</span>
          <span className="choice-card__text">{t('camera.choiceCameraText')}</span>
          {(!online || visionOff) && (
            <span className="choice-card__note">
              {!online ? t('camera.choiceCameraOffline') : t('camera.choiceCameraUnavailable')}
            </span>
          )}
        </button>
      </div>
      <button
        type="button"
        className="link-btn choice__upload"
        onClick={() => uploadInput.current?.click()}
        data-testid="choose-upload"
      >
        <Icon name="image" size={18} />
        {t('camera.choiceUpload')}
      </button>
      <input
        ref={uploadInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          void readPickedImage(event).then((result) => {
            if ('errorKey' in result) notify.error(t(result.errorKey));
            else setMode({ kind: 'camera', image: result.dataUrl });
          });
        }}
      />
    </div>
  );
}
