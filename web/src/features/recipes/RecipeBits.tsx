import { useTranslation } from 'react-i18next';
import type { Recipe } from '@avanzo/sync-protocol';
import { Icon } from '../../ui/Icon';
import { knownTagKey } from './model';

/** "25 min", or "Time not given". */
export function RecipeTime({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const total = recipe.cookingTime.total;
  return (
    <span className="recipe-meta__item">
      <Icon name="hourglass" size={16} />
      {total === null ? t('recipes.timeUnknown') : t('recipes.minutes', { count: total })}
    </span>
  );
}

export function RecipeMeta({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  return (
    <div className="recipe-meta">
      <RecipeTime recipe={recipe} />
      <span className="recipe-meta__item">
        <Icon name="chart" size={16} />
        {recipe.difficulty ? t(`recipes.difficulties.${recipe.difficulty}`) : t('recipes.difficultyUnknown')}
      </span>
      {recipe.servings !== null && (
        <span className="recipe-meta__item">
          <Icon name="user" size={16} />
          {t('recipes.servingsCount', { count: recipe.servings })}
        </span>
      )}
    </div>
  );
}

/** Tags, known ones translated; at most `max` shown with "+N" for the rest. */
export function RecipeTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  const { t } = useTranslation();
  const shown = max === undefined ? tags : tags.slice(0, max);
  return (
    <ul className="recipe-tags">
      {shown.map((tag) => {
        const key = knownTagKey(tag);
        return (
          <li key={tag} className="recipe-tag">
            #{key ? t(`recipes.tags.${key}`) : tag}
          </li>
        );
      })}
      {max !== undefined && tags.length > max && (
        <li className="recipe-tag recipe-tag--more">+{tags.length - max}</li>
      )}
    </ul>
  );
}
