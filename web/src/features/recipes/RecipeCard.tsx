import { useTranslation } from 'react-i18next';
import type { Recipe } from '@avanzo/sync-protocol';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { RecipeMeta, RecipeTags } from './RecipeBits';

/** SPEC §2 recipe card: title, save toggle, delete, description, time, difficulty, servings, tags, view. */
export function RecipeCard({
  recipe,
  onView,
  onToggleSaved,
  onDelete,
}: {
  recipe: Recipe;
  onView: () => void;
  onToggleSaved: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="recipe-card" data-testid="recipe-card" aria-labelledby={`recipe-${recipe.id}`}>
      <header className="recipe-card__head">
        <h3 id={`recipe-${recipe.id}`} className="recipe-card__title">
          {recipe.title}
        </h3>
        <div className="recipe-card__actions">
          <button
            type="button"
            className={`icon-btn heart${recipe.saved ? ' heart--on' : ''}`}
            aria-pressed={recipe.saved}
            aria-label={t(recipe.saved ? 'recipes.unsave' : 'recipes.save', { title: recipe.title })}
            onClick={onToggleSaved}
            data-testid="recipe-heart"
          >
            <Icon name="heart" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('recipes.delete', { title: recipe.title })}
            onClick={onDelete}
            data-testid="recipe-delete"
          >
            <Icon name="trash" />
          </button>
        </div>
      </header>
      {recipe.description && <p className="recipe-card__text">{recipe.description}</p>}
      <RecipeMeta recipe={recipe} />
      <RecipeTags tags={recipe.tags} max={4} />
      <Button
        variant="secondary"
        size="sm"
        onClick={onView}
        data-testid="recipe-view"
        icon={<Icon name="eye" size={18} />}
      >
        {t('recipes.view')}
      </Button>
    </article>
  );
}
