import type { PublicUser } from '@avanzo/sync-protocol';
import { Icon } from '../../ui/Icon';

/** SPEC §2: the picture, else the first letter of the name, else an icon. */
export function Avatar({
  user,
  src,
  size = 'md',
}: {
  user: PublicUser;
  src?: string | null;
  size?: 'md' | 'lg';
}) {
  const image = src ?? user.avatar;
  const initial = user.name.trim().charAt(0).toUpperCase();
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true" data-testid="avatar">
      {image ? (
        <img src={image} alt="" data-testid="avatar-image" />
      ) : initial ? (
        <span>{initial}</span>
      ) : (
        <Icon name="user" size={size === 'lg' ? 48 : 36} />
      )}
    </span>
  );
}
