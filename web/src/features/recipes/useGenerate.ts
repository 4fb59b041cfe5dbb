import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composeRecipes, type SelectedIngredient } from '@avanzo/recipe-core';
import type { ActivityInput, Difficulty, GenerateReply, Language, NewRecipe } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { useDataSession } from '../../data/hooks';
import { ApiError } from '../../data/http';
import { readKey, writeKey } from '../../data/localPrefs';
import { writeErrorKey } from '../../data/writes';
import { notify } from '../../ui/toast';
import { clearCurrentIngredients } from '../camera/currentIngredients';
import { useDonationToast } from './useDonationToast';

/** The server waits up to AI_TIMEOUT_MS (30 s by default) for the AI service. */
const GENERATE_TIMEOUT_MS = 45_000;
export const RECIPES_GENERATED_KEY = 'recipesGenerated';

export interface Preferences {
  servings: number;
  difficulty: Difficulty;
  maxCookingTime: number;
}

/** Where the last recipes came from, shown above the list. */
export type RecipeSource = 'ai' | 'composer' | 'device';

/** Failures after which the device composes instead: no network, a timeout, a server that is down. */
function serverUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || error.status >= 500) && !error.code.startsWith('AI_')
  );
}

/**
 * SPEC §4 generation: through the API when it answers (AI or the server's composer), otherwise the
 * in-browser composer, so it works offline. The new recipes and their activity entries are stored in
 * one local transaction (they sync later), the current ingredients are cleared, the counter moves.
 */
export function useGenerate() {
  const { http } = useServices();
  const { writer } = useDataSession();
  const { t, i18n } = useTranslation();
  const maybeDonationToast = useDonationToast();
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState<RecipeSource | null>(null);
  /** How many recipes the last generation gave. */
  const [count, setCount] = useState(0);

  const generate = useCallback(
    async (ingredients: readonly SelectedIngredient[], preferences: Preferences): Promise<boolean> => {
      const locale = i18n.language as Language;
      const composeHere = () =>
        composeRecipes({ ingredients, ...preferences, locale }).map(({ recipe }) => recipe);
      setBusy(true);
      try {
        let recipes: NewRecipe[];
        let from: RecipeSource;
        try {
          const reply = await http.post<GenerateReply>(
            '/recipes/generate',
            {
              ingredients: ingredients.map(({ id, name }) => ({ id, name })),
              preferences: { ...preferences, locale },
            },
            { timeoutMs: GENERATE_TIMEOUT_MS },
          );
          recipes = reply.recipes;
          from = reply.source;
          if (reply.fallback) notify.info(t('recipes.aiFallback'));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'NO_RECIPE_FITS') {
            notify.warning(t('recipes.nothingFits', { minutes: preferences.maxCookingTime }));
            return false;
          }
          if (error instanceof ApiError && error.code.startsWith('AI_')) {
            // SPEC §8 names the AI failure; the cook still gets recipes from the device's composer.
            notify.error(t(`recipes.aiErrors.${error.code}`, { defaultValue: t('recipes.generateError') }));
          } else if (!serverUnreachable(error)) {
            notify.error(t('recipes.generateError'));
            return false;
          }
          recipes = composeHere();
          from = 'device';
          if (recipes.length === 0) {
            notify.warning(t('recipes.nothingFits', { minutes: preferences.maxCookingTime }));
            return false;
          }
        }
        const timestamp = new Date().toISOString();
        const names = ingredients.map((i) => i.name).join(', ');
        const activity: ActivityInput[] = recipes.map((recipe) => ({
          id: crypto.randomUUID(),
          type: 'recipe_generated',
          title: recipe.title.slice(0, 200),
          description: t('recipes.activityDescription', { ingredients: names }).slice(0, 1000),
          relatedId: recipe.id,
          timestamp,
        }));
        await writer.addGenerated(recipes, activity);
        clearCurrentIngredients();
        const count = Number(readKey(RECIPES_GENERATED_KEY) ?? '0') || 0;
        writeKey(RECIPES_GENERATED_KEY, String(count + recipes.length));
        setSource(from);
        setCount(recipes.length);
        notify.success(t('recipes.generateSuccess', { count: recipes.length }));
        maybeDonationToast(count + recipes.length);
        return true;
      } catch (error) {
        notify.error(t(writeErrorKey(error) ?? 'recipes.generateError'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [http, writer, t, i18n, maybeDonationToast],
  );

  return { generate, busy, source, count };
}
