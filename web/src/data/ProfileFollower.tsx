import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProfileRow } from '@avanzo/sync-protocol';
import { useAuthState, useServices } from '../app/services';
import { applyLanguage } from '../i18n';
import { useDataSession } from './hooks';

/**
 * Keeps the signed-in user's name and language in step with the synced profile: a change made on
 * another device arrives with a pull and shows here without a reload, and a stale `/auth/me` (the
 * server has not yet received a change made here) does not undo a local change.
 *
 * The comparison reads the stored row itself, not the live query's last value: that value lags a
 * write by a moment, and comparing a just-updated user with it would put the old name back until the
 * query caught up (the name flickered back after a save).
 */
export function ProfileFollower() {
  const { db } = useDataSession();
  const { auth, i18n } = useServices();
  const { user } = useAuthState();
  const profile = useLiveQuery(() => db.getMeta<ProfileRow>('profile'), [db]);

  useEffect(() => {
    if (!user || !profile) return;
    let live = true;
    void db.getMeta<ProfileRow>('profile').then((row) => {
      const current = auth.getSnapshot().user;
      if (!live || !row || !current) return;
      const language = row.fields.language ?? current.preferences.language;
      const name = row.fields.name ?? current.name;
      if (language === current.preferences.language && name === current.name) return;
      auth.acceptUser({
        ...current,
        name,
        preferences: { ...current.preferences, language: language as typeof current.preferences.language },
      });
      if (language !== i18n.language) void applyLanguage(i18n, language);
    });
    return () => {
      live = false;
    };
  }, [profile, user, db, auth, i18n]);

  return null;
}
