import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RECIPE_FILTERS, searchRecipes, type RecipeFilter } from '@avanzo/recipe-core';
import type { Language, Recipe } from '@avanzo/sync-protocol';
import { useSavedRecipes } from '../../data/hooks';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { SkeletonCard } from '../../ui/Skeleton';
import { notify } from '../../ui/toast';
import { SearchBox } from '../../ui/SearchBox';
import { RecipeModal } from '../recipes/RecipeModal';
import { useRecipeActions } from '../recipes/useRecipeActions';
import { visibleRecipes } from '../recipes/model';
import { SavedCard } from './SavedCard';
import { shareRecipe } from './share';
import '../recipes/recipes.css';

const SKELETONS = 4;

/** /app/saved (SPEC §2 Saved recipes). `message` and `time` come back from a finished cooking session. */
export function SavedPage({ message, time }: { message?: string; time?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const saved = useSavedRecipes();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<RecipeFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const actions = useRecipeActions((id) => setOpenId((current) => (current === id ? null : current)));

  useEffect(() => {
    if (!message) return;
    notify.success(time ? t('saved.completed', { message, time }) : message, { autoClose: 5000 });
    void navigate({ to: '/app/saved', search: {}, replace: true });
  }, [message, time, t, navigate]);

  const shown = useMemo(
    () => (saved ? searchRecipes(visibleRecipes(saved, language, filter), query) : undefined),
    [saved, language, filter, query],
  );
  const open = shown?.find((r) => r.id === openId) ?? null;

  async function share(recipe: Recipe) {
    const outcome = await shareRecipe(recipe, t('saved.ingredientsHeading'));
    if (outcome === 'shared') notify.success(t('saved.shareSuccess'));
    else if (outcome === 'copied') notify.success(t('saved.copied'));
    else if (outcome === 'failed') notify.error(t('saved.shareError'));
  }

  function cook(recipe: Recipe) {
    navigate({ to: '/app/cooking/$recipe', params: { recipe: recipe.id } }).catch(() =>
      notify.error(t('saved.navigationError')),
    );
  }

  const searching = query.trim() !== '' || filter !== 'all';

  return (
    <div className="page recipes-page">
      <header className="recipes-page__head">
        <h1>{t('saved.title')}</h1>
        <p>{t('saved.subtitle')}</p>
      </header>
      <SearchBox
        value={query}
        onChange={setQuery}
        tooShort={false}
        testId="saved-search"
        label={t('saved.searchLabel')}
        placeholder={t('saved.searchPlaceholder')}
      />
      <div className="filter-chips" role="group" aria-label={t('recipes.filterLabel')}>
        {RECIPE_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="quick-chip"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            data-testid={`saved-filter-${f}`}
          >
            {t(`recipes.filters.${f}`)}
          </button>
        ))}
      </div>
      <section
        className="recipe-list"
        aria-labelledby="saved-list-title"
        aria-busy={shown === undefined}
        data-testid="saved-list"
      >
        <h2 id="saved-list-title" className="visually-hidden">
          {t('saved.listTitle')}
        </h2>
        {shown === undefined && Array.from({ length: SKELETONS }, (_, i) => <SkeletonCard key={i} />)}
        {shown?.map((recipe) => (
          <SavedCard
            key={recipe.id}
            recipe={recipe}
            onView={() => setOpenId(recipe.id)}
            onUnsave={() => void actions.setSaved(recipe, false)}
            onShare={() => void share(recipe)}
            onDelete={() => actions.askDelete(recipe)}
            onCook={() => cook(recipe)}
          />
        ))}
        {shown?.length === 0 &&
          (searching && saved && saved.length > 0 ? (
            <div className="notice" data-testid="saved-no-results">
              <span className="notice__icon">
                <Icon name="search" />
              </span>
              <p className="notice__title">{t('saved.noResultsTitle')}</p>
              <p className="notice__text">{t('saved.noResultsText')}</p>
              <Button
                variant="ghost"
                onClick={() => {
                  setQuery('');
                  setFilter('all');
                }}
              >
                {t('saved.clearSearch')}
              </Button>
            </div>
          ) : (
            <div className="notice" data-testid="saved-empty">
              <span className="notice__icon">
                <Icon name="heart" />
              </span>
              <p className="notice__title">{t('saved.emptyTitle')}</p>
              <p className="notice__text">{t('saved.emptyText')}</p>
              <Link to="/app/recipes" className="btn btn--primary">
                {t('saved.browse')}
              </Link>
            </div>
          ))}
      </section>
      <RecipeModal
        recipe={open}
        onClose={() => setOpenId(null)}
        onDelete={() => open && actions.askDelete(open)}
        primary={
          open && (
            <Button
              variant="primary"
              icon={<Icon name="hourglass" size={18} />}
              onClick={() => cook(open)}
              data-testid="modal-cook"
            >
              {t('saved.startCooking')}
            </Button>
          )
        }
      />
      {actions.deleteDialog}
    </div>
  );
}
