import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarReply, PublicUser, UserReply } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { connectionErrorKey } from '../../data/errorText';
import { ApiError } from '../../data/http';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';
import { checkAvatarFile, readAsDataUrl } from './avatarFile';
import { Avatar } from './Avatar';

/** SPEC §2/§4/§5 profile picture: preview, gallery, camera, remove, then save (upload) or cancel. */
export function AvatarModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: PublicUser;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { http, auth } = useServices();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) return;
    setFile(null);
    setPreview(null);
    setProblem(null);
  }, [open]);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const issue = checkAvatarFile(picked);
    if (issue) {
      setProblem(t(issue === 'invalidType' ? 'profile.avatar.invalidType' : 'profile.avatar.tooLarge'));
      return;
    }
    try {
      setPreview(await readAsDataUrl(picked));
      setFile(picked);
      setProblem(null);
    } catch {
      setProblem(t('profile.avatar.readError'));
    }
  };

  const failure = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.code === 'FILE_TOO_LARGE') return t('profile.avatar.tooLarge');
    if (error instanceof ApiError && error.code === 'INVALID_IMAGE') return t('profile.avatar.invalidType');
    return t(connectionErrorKey(error) ?? fallback);
  };

  const save = async () => {
    if (!file) return;
    setBusy('save');
    try {
      const body = new FormData();
      body.append('avatar', file, file.name || 'avatar');
      const reply = await http.post<AvatarReply>('/auth/avatar', body, { timeoutMs: 30_000 });
      auth.acceptUser(reply.user);
      notify.success(t('profile.avatar.updated'));
      onClose();
    } catch (error) {
      notify.error(failure(error, 'profile.avatar.updateFailed'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      const reply = await http.del<UserReply>('/auth/avatar');
      auth.acceptUser(reply.user);
      notify.success(t('profile.avatar.removed'));
      onClose();
    } catch (error) {
      notify.error(failure(error, 'profile.avatar.removeFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('profile.avatar.title')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {preview && (
            <Button
              variant="primary"
              loading={busy === 'save'}
              onClick={() => void save()}
              data-testid="avatar-save"
            >
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <div className="avatar-editor" data-testid="avatar-modal">
        <Avatar user={user} src={preview} size="lg" />
        {problem && (
          <p className="avatar-editor__error" role="alert" data-testid="avatar-error">
            {problem}
          </p>
        )}
        <div className="avatar-editor__actions">
          <Button
            variant="default"
            icon={<Icon name="image" size={18} />}
            onClick={() => gallery.current?.click()}
            data-testid="avatar-gallery"
          >
            {t('profile.avatar.gallery')}
          </Button>
          <Button
            variant="default"
            icon={<Icon name="camera" size={18} />}
            onClick={() => camera.current?.click()}
          >
            {t('profile.avatar.camera')}
          </Button>
          {user.avatar && !preview && (
            <Button
              variant="danger"
              icon={<Icon name="trash" size={18} />}
              loading={busy === 'remove'}
              onClick={() => void remove()}
              data-testid="avatar-remove"
            >
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
        <input
          ref={gallery}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-file"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="user"
          hidden
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </Modal>
  );
}
