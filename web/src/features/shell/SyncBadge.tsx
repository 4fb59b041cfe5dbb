import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../data/hooks';
import { useOnline } from '../../data/online';
import { Icon } from '../../ui/Icon';

/** A small, honest sync status: synced, N to sync, offline, or paused. */
export function SyncBadge() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const online = useOnline();
  let tone: 'ok' | 'busy' | 'warn' = 'ok';
  let label = t('shell.syncSynced');
  if (!online || status.state === 'offline') {
    tone = 'warn';
    label =
      status.pending > 0
        ? `${t('shell.syncOffline')} · ${t('shell.syncPending', { count: status.pending })}`
        : t('shell.syncOffline');
  } else if (status.state === 'error' || status.state === 'unauthorized' || status.state === 'deactivated') {
    tone = 'warn';
    label = t('shell.syncError');
  } else if (status.pending > 0) {
    tone = 'busy';
    label = t('shell.syncPending', { count: status.pending });
  } else if (status.state === 'syncing') {
    tone = 'busy';
    label = t('shell.syncSyncing');
  }
  return (
    <span
      className={`sync-badge sync-badge--${tone}`}
      role="status"
      aria-label={t('shell.syncStatus', { status: label })}
      data-testid="sync-status"
      data-state={status.state}
      data-pending={status.pending}
    >
      <Icon name={tone === 'warn' ? 'wifiOff' : tone === 'busy' ? 'refresh' : 'check'} size={14} />
      <span>{label}</span>
    </span>
  );
}
