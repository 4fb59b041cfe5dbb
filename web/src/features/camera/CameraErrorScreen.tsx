import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import type { CameraErrorKind } from './cameraErrors';
import { deviceIsIos } from './useCamera';

/**
 * SPEC §2 permission error screen: what went wrong in words the user can act on, with every way
 * out — the phone's own camera, forcing access, retrying, checking the permission, the gallery and
 * the settings instructions.
 */
export function CameraErrorScreen({
  kind,
  onRetry,
  onForce,
  onGallery,
  onPhoneCamera,
}: {
  kind: CameraErrorKind;
  onRetry: () => void;
  onForce: () => void;
  onGallery: () => void;
  onPhoneCamera: () => void;
}) {
  const { t } = useTranslation();
  const ios = deviceIsIos();
  const messageKey = kind === 'denied' && ios ? 'deniedIos' : kind;

  async function testPermissions() {
    try {
      if (!navigator.permissions?.query) {
        notify.info(t('camera.permissionState', { state: t('camera.permissionStates.unknown') }));
        return;
      }
      const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
      const state = ['granted', 'denied', 'prompt'].includes(status.state) ? status.state : 'unknown';
      notify.info(t('camera.permissionState', { state: t(`camera.permissionStates.${state}`) }));
    } catch {
      notify.error(t('camera.testPermissionsError'));
    }
  }

  return (
    <section
      className="camera-error"
      role="alert"
      aria-labelledby="camera-error-title"
      data-testid="camera-error"
    >
      <span className="camera-error__icon">
        <Icon name="camera" size={28} />
      </span>
      <h2 id="camera-error-title">{t(`camera.errors.${messageKey}.title`)}</h2>
      <p>{t(`camera.errors.${messageKey}.text`)}</p>
      {ios && kind !== 'notFound' && <p className="camera-error__ios">{t('camera.iosSafari')}</p>}
      <div className="camera-error__actions">
        <Button variant="primary" block icon={<Icon name="camera" />} onClick={onPhoneCamera}>
          {t('camera.takeWithPhone')}
        </Button>
        <Button
          variant="secondary"
          block
          icon={<Icon name="image" />}
          onClick={onGallery}
          data-testid="error-gallery"
        >
          {t('camera.uploadGallery')}
        </Button>
        <div className="camera-error__row">
          <Button
            variant="default"
            icon={<Icon name="refresh" />}
            onClick={onRetry}
            data-testid="camera-retry"
          >
            {t('camera.retry')}
          </Button>
          <Button variant="default" onClick={onForce}>
            {t('camera.forceAccess')}
          </Button>
        </div>
        <div className="camera-error__row">
          <Button variant="ghost" size="sm" onClick={() => void testPermissions()}>
            {t('camera.testPermissions')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="settings" size={18} />}
            onClick={() =>
              notify.info(t(ios ? 'camera.settingsHelpIos' : 'camera.settingsHelp'), { autoClose: 8000 })
            }
          >
            {t('camera.openSettings')}
          </Button>
        </div>
      </div>
    </section>
  );
}
