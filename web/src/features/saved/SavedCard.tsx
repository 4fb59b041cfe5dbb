import { useTranslation } from 'react-i18next';
import type { Recipe } from '@avanzo/sync-protocol';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { RecipeTags, RecipeTime } from '../recipes/RecipeBits';

/** SPEC §2 saved card: heart (unsave), share, delete, time, difficulty, description, 3 tags + N, view, start cooking. */
export function SavedCard({
  recipe,
  onView,
  onUnsave,
  onShare,
  onDelete,
  onCook,
}: {
  recipe: Recipe;
  onView: () => void;
  onUnsave: () => void;
  onShare: () => void;
  onDelete: () => void;
  onCook: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="recipe-card" data-testid="saved-card" aria-labelledby={`saved-${recipe.id}`}>
      <header className="recipe-card__head">
        <h3 id={`saved-${recipe.id}`} className="recipe-card__title">
          {recipe.title}
        </h3>
        <div className="recipe-card__actions">
          <button
            type="button"
            className="icon-btn heart heart--on"
            aria-pressed="true"
            aria-label={t('recipes.unsave', { title: recipe.title })}
            onClick={onUnsave}
            data-testid="saved-heart"
          >
            <Icon name="heart" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('saved.share', { title: recipe.title })}
            onClick={onShare}
            data-testid="saved-share"
          >
            <Icon name="share" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('recipes.delete', { title: recipe.title })}
            onClick={onDelete}
            data-testid="saved-delete"
          >
            <Icon name="trash" />
          </button>
        </div>
      </header>
      <div className="recipe-meta">
        <RecipeTime recipe={recipe} />
        <span className="recipe-meta__item">
          <Icon name="chart" size={16} />
          {recipe.difficulty
            ? t(`recipes.difficulties.${recipe.difficulty}`)
            : t('recipes.difficultyUnknown')}
        </span>
      </div>
      {recipe.description && <p className="recipe-card__text">{recipe.description}</p>}
      <RecipeTags tags={recipe.tags} max={3} />
      <div className="saved-card__actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={onView}
          icon={<Icon name="eye" size={18} />}
          data-testid="saved-view"
        >
          {t('recipes.view')}
        </Button>
        <Button
          variant="primary"
          size="sm"
          onClick={onCook}
          icon={<Icon name="hourglass" size={18} />}
          data-testid="saved-cook"
        >
          {t('saved.startCooking')}
        </Button>
      </div>
    </article>
  );
}
