import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@avanzo/sync-protocol';
import { useDataSession } from '../../data/hooks';
import { writeErrorKey } from '../../data/writes';
import { notify } from '../../ui/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * Save, unsave and delete-with-confirmation for a recipe list, through the local store (so the change
 * syncs), with the SPEC §8 toasts. Render `deleteDialog` once in the page.
 */
export function useRecipeActions(onDeleted: (id: string) => void) {
  const { t } = useTranslation();
  const { writer } = useDataSession();
  const [deleting, setDeleting] = useState<Recipe | null>(null);

  async function setSaved(recipe: Recipe, saved: boolean): Promise<boolean> {
    try {
      await writer.setSaved(recipe.id, saved);
      if (saved) notify.success(t('recipes.saveSuccess'));
      else notify.info(t('recipes.removeSuccess'));
      return true;
    } catch (error) {
      notify.error(t(writeErrorKey(error) ?? (saved ? 'recipes.saveError' : 'recipes.removeError')));
      return false;
    }
  }

  async function confirmDelete() {
    const recipe = deleting;
    setDeleting(null);
    if (!recipe) return;
    try {
      await writer.deleteRecipe(recipe.id);
      onDeleted(recipe.id);
      notify.success(t('recipes.deleteSuccess'));
    } catch (error) {
      notify.error(t(writeErrorKey(error) ?? 'recipes.deleteError'));
    }
  }

  const deleteDialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={t('recipes.deleteTitle')}
      text={t('recipes.deleteText', { title: deleting?.title ?? '' })}
      cancel={t('recipes.cancel')}
      confirm={t('recipes.confirmDelete')}
      danger
      onCancel={() => setDeleting(null)}
      onConfirm={() => void confirmDelete()}
      testId="delete"
    />
  );

  return { setSaved, askDelete: setDeleting, deleteDialog };
}
