import { useTranslation } from 'react-i18next';
import type { Recipe } from '@avanzo/sync-protocol';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { RecipeMeta, RecipeTags } from './RecipeBits';

/**
 * SPEC §2 recipe detail: title, description, time, difficulty, servings, calories, tip, ingredients and
 * numbered instructions; the cooking-mode note while unsaved; close, delete and save-for-cooking.
 * Every text is rendered as text (never HTML), whatever the AI wrote.
 */
export function RecipeModal({
  recipe,
  onClose,
  onDelete,
  onSave,
  primary,
}: {
  recipe: Recipe | null;
  onClose: () => void;
  onDelete: () => void;
  onSave?: () => void;
  /** Replaces the save button (the saved page offers "start cooking" instead). */
  primary?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!recipe) return null;
  const { prep, cook } = recipe.cookingTime;
  return (
    <Modal
      open
      title={recipe.title}
      onClose={onClose}
      size="lg"
      focusPanel
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('recipes.close')}
          </Button>
          <Button
            variant="danger"
            onClick={onDelete}
            icon={<Icon name="trash" size={18} />}
            data-testid="modal-delete"
          >
            {t('recipes.confirmDelete')}
          </Button>
          {primary ??
            (onSave && (
              <Button
                variant="primary"
                onClick={onSave}
                disabled={recipe.saved}
                icon={<Icon name={recipe.saved ? 'check' : 'heart'} size={18} />}
                data-testid="modal-save"
              >
                {recipe.saved ? t('recipes.saved') : t('recipes.saveForCooking')}
              </Button>
            ))}
        </>
      }
    >
      <div className="recipe-detail" data-testid="recipe-modal">
        {recipe.description && <p className="recipe-detail__description">{recipe.description}</p>}
        <RecipeMeta recipe={recipe} />
        <div className="recipe-detail__facts">
          {prep !== null && <span>{t('recipes.prep', { count: prep })}</span>}
          {cook !== null && <span>{t('recipes.cook', { count: cook })}</span>}
          {recipe.calories !== null && (
            <span>
              <Icon name="flame" size={16} /> {t('recipes.calories', { count: recipe.calories })}
            </span>
          )}
        </div>
        <RecipeTags tags={recipe.tags} />
        <section aria-labelledby="ingredients-title">
          <h3 id="ingredients-title">{t('recipes.ingredients')}</h3>
          <ul className="recipe-ingredients">
            {recipe.ingredients.map((ingredient, i) => (
              <li key={`${ingredient.name}-${i}`}>
                <span aria-hidden="true" className="recipe-ingredients__emoji">
                  {ingredient.emoji || '•'}
                </span>
                <span className="recipe-ingredients__name">{ingredient.name}</span>
                <span className="recipe-ingredients__amount">
                  {[ingredient.amount, ingredient.unit].filter(Boolean).join(' ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-title">
          <h3 id="steps-title">{t('recipes.instructions')}</h3>
          <ol className="recipe-steps">
            {recipe.instructions.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </section>
        {recipe.tips && (
          <aside className="tip">
            <Icon name="leaf" />
            <div>
              <h3>{t('recipes.tip')}</h3>
              <p>{recipe.tips}</p>
            </div>
          </aside>
        )}
        {!recipe.saved && (
          <p className="recipe-detail__note" data-testid="cooking-note">
            <Icon name="hourglass" size={18} /> {t('recipes.cookingNote')}
          </p>
        )}
      </div>
    </Modal>
  );
}
