import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProfileRow } from '@avanzo/sync-protocol';
import { useAuthState, useServices } from '../app/services';
import { applyLanguage } from '../i18n';
import { useDataSession } from './hooks';

/**
 * Keeps the signed-in user's name and language in step with the synced profile: a change made on
 * another device arrives with a pull and shows here without a reload.
 */
export function ProfileFollower() {
  const { db } = useDataSession();
  const { auth, i18n } = useServices();
  const { user } = useAuthState();
  const profile = useLiveQuery(() => db.getMeta<ProfileRow>('profile'), [db]);

  useEffect(() => {
    if (!user || !profile) return;
    const language = profile.fields.language ?? user.preferences.language;
    const name = profile.fields.name ?? user.name;
    if (language === user.preferences.language && name === user.name) return;
    auth.acceptUser({
      ...user,
      name,
      preferences: { ...user.preferences, language: language as typeof user.preferences.language },
    });
    if (language !== i18n.language) void applyLanguage(i18n, language);
  }, [profile, user, auth, i18n]);

  return null;
}
