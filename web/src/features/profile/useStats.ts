import { useEffect, useState } from 'react';
import type { UserStats } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { useLocalStats } from '../../data/hooks';

export interface ProfileStats {
  recipes: number | undefined;
  saved: number | undefined;
  scans: number | undefined;
}

/**
 * Recipes and saved come from this device (live, and right offline); scans are counted by the server
 * (GET /users/stats). While a figure loads it is undefined; a failed call shows zero (SPEC §8).
 */
export function useProfileStats(): ProfileStats {
  const { http } = useServices();
  const local = useLocalStats();
  const [scans, setScans] = useState<number | undefined>(undefined);
  useEffect(() => {
    let live = true;
    http
      .get<UserStats>('/users/stats')
      .then((stats) => live && setScans(stats.totalScans))
      .catch(() => live && setScans(0));
    return () => {
      live = false;
    };
  }, [http]);
  return { recipes: local?.totalRecipes, saved: local?.savedRecipes, scans };
}
