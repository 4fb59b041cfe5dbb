import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PREFERENCES,
  RECIPES_PER_REQUEST,
  RECIPE_FILTERS,
  composeReport,
  type Longer,
  type RecipeFilter,
  type SelectedIngredient,
} from '@avanzo/recipe-core';
import type { Language, Recipe } from '@avanzo/sync-protocol';
import { useRecipes } from '../../data/hooks';
import { Icon } from '../../ui/Icon';
import { SkeletonCard } from '../../ui/Skeleton';
import { localizeSelection } from '../camera/selection';
import {
  readCurrentIngredients,
  readLastIngredients,
  saveLastIngredients,
} from '../camera/currentIngredients';
import { MoreTime, OneAway, type OneAwayChoice } from './OneAway';
import { GenerateForm } from './GenerateForm';
import { RecipeCard } from './RecipeCard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RecipeModal } from './RecipeModal';
import { visibleRecipes } from './model';
import { useRecipeActions } from './useRecipeActions';
import { useGenerate, type Preferences } from './useGenerate';
import './recipes.css';

const SKELETONS = 3;

/** /app/recipes (SPEC §2 Recipes). */
export function RecipesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const recipes = useRecipes();
  const [ingredients, setIngredients] = useState<SelectedIngredient[]>(() => readCurrentIngredients());
  const [preferences, setPreferences] = useState<Preferences>({ ...DEFAULT_PREFERENCES });
  const [filter, setFilter] = useState<RecipeFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState<Recipe | null>(null);
  const { generate, busy, source, count } = useGenerate();
  // What the last generation cooked with: "one ingredient away" builds on it once the list is cleared.
  const [lastAsked, setLastAsked] = useState<SelectedIngredient[]>(() => readLastIngredients());
  const actions = useRecipeActions((id) => setOpenId((current) => (current === id ? null : current)));

  const shown = useMemo(
    () => (recipes ? visibleRecipes(recipes, language, filter) : undefined),
    [recipes, language, filter],
  );
  const open = shown?.find((r) => r.id === openId) ?? recipes?.find((r) => r.id === openId) ?? null;

  const listHeading = useRef<HTMLHeadingElement>(null);
  const generateCard = useRef<HTMLElement>(null);

  // The dish library on the device answers both, offline: dishes one ingredient away, and why fewer than
  // three came back when that happens.
  const report = useMemo(
    () =>
      lastAsked.length > 0
        ? composeReport({ ingredients: lastAsked, ...preferences, locale: language })
        : null,
    [lastAsked, preferences, language],
  );

  async function run(list: SelectedIngredient[], prefs: Preferences = preferences): Promise<boolean> {
    if (!(await generate(list, prefs))) return false;
    setLastAsked(list);
    saveLastIngredients(list);
    return true;
  }

  async function onPickOneAway({ suggestion, name, emoji }: OneAwayChoice) {
    const list = [...lastAsked, { id: suggestion.add, name, emoji }];
    setIngredients(list);
    if (await run(list)) {
      setIngredients([]);
      listHeading.current?.focus();
    }
  }

  async function onPickMoreTime({ maxCookingTime, difficulty }: Longer) {
    const prefs = { ...preferences, maxCookingTime, difficulty };
    setPreferences(prefs);
    if (await run(lastAsked, prefs)) listHeading.current?.focus();
  }

  async function onGenerate() {
    if (!(await run(ingredients))) return;
    // The form and its button go away with the used ingredients: a keyboard user continues from the
    // new recipes rather than from the top of the page.
    const active = document.activeElement;
    if (!active || active === document.body || generateCard.current?.contains(active))
      listHeading.current?.focus();
    setIngredients([]);
  }

  async function setSaved(recipe: Recipe, saved: boolean) {
    if ((await actions.setSaved(recipe, saved)) && saved) setJustSaved(recipe);
  }

  const chips = localizeSelection(ingredients, language);

  return (
    <div className="page recipes-page">
      <header className="recipes-page__head">
        <h1>{t('recipes.title')}</h1>
        <p>{t('recipes.subtitle')}</p>
      </header>

      {chips.length > 0 && (
        <section
          className="generate-card"
          aria-labelledby="cooking-with"
          data-testid="generate-card"
          ref={generateCard}
        >
          <div className="generate-card__head">
            <h2 id="cooking-with">{t('recipes.ingredientsTitle')}</h2>
            <Link to="/app/camera" className="link-btn">
              {t('recipes.changeIngredients')}
            </Link>
          </div>
          <ul className="picked__list" data-testid="current-ingredients">
            {chips.map((item) => (
              <li key={item.id ?? item.name} className="picked-chip picked-chip--static">
                <span aria-hidden="true">{item.emoji}</span> {item.name}
              </li>
            ))}
          </ul>
          <GenerateForm
            preferences={preferences}
            onChange={setPreferences}
            onGenerate={() => void onGenerate()}
            busy={busy}
          />
        </section>
      )}

      {source && (
        <p className={`source-pill source-pill--${source}`} role="status" data-testid="recipe-source">
          <Icon name={source === 'device' ? 'wifiOff' : 'sparkles'} size={16} />{' '}
          {t(`recipes.source.${source}`)}
        </p>
      )}

      {source && source !== 'ai' && count < RECIPES_PER_REQUEST && report?.shortfall && (
        <p className="shortfall" role="status" data-testid="recipe-shortfall">
          {t(`recipes.shortfall.${report.shortfall}`, { count, minutes: preferences.maxCookingTime })}
        </p>
      )}

      {report && !busy && chips.length === 0 && (
        <OneAway
          suggestions={report.suggestions}
          busy={busy}
          onPick={(choice) => void onPickOneAway(choice)}
        />
      )}

      {report && !busy && chips.length === 0 && (
        <MoreTime longer={report.longer} busy={busy} onPick={(choice) => void onPickMoreTime(choice)} />
      )}

      <div className="filter-chips" role="group" aria-label={t('recipes.filterLabel')}>
        {RECIPE_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="quick-chip"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            data-testid={`filter-${f}`}
          >
            {t(`recipes.filters.${f}`)}
          </button>
        ))}
      </div>

      <section
        className="recipe-list"
        aria-labelledby="recipe-list-title"
        aria-busy={shown === undefined || busy}
        data-testid="recipe-list"
      >
        <h2 id="recipe-list-title" className="visually-hidden" tabIndex={-1} ref={listHeading}>
          {t('recipes.listTitle')}
        </h2>
        {(shown === undefined || busy) &&
          Array.from({ length: SKELETONS }, (_, i) => <SkeletonCard key={`s${i}`} />)}
        {shown?.map((recipe) => (
          <RecipeCard
            key={recipe.id}
            recipe={recipe}
            onView={() => setOpenId(recipe.id)}
            onToggleSaved={() => void setSaved(recipe, !recipe.saved)}
            onDelete={() => actions.askDelete(recipe)}
          />
        ))}
        {shown !== undefined &&
          !busy &&
          shown.length === 0 &&
          (recipes && recipes.length > 0 ? (
            <div className="notice">
              <p className="notice__text">{t('recipes.filterEmpty')}</p>
              <button type="button" className="btn btn--ghost" onClick={() => setFilter('all')}>
                {t('recipes.showAll')}
              </button>
            </div>
          ) : (
            <div className="notice" data-testid="recipes-empty">
              <span className="notice__icon">
                <Icon name="book" />
              </span>
              <p className="notice__title">{t('recipes.emptyTitle')}</p>
              <p className="notice__text">{t('recipes.emptyText')}</p>
              <Link to="/app/camera" className="btn btn--primary">
                {t('recipes.emptyButton')}
              </Link>
            </div>
          ))}
      </section>

      <RecipeModal
        recipe={open}
        onClose={() => setOpenId(null)}
        onDelete={() => open && actions.askDelete(open)}
        onSave={() => open && void setSaved(open, true)}
      />
      {actions.deleteDialog}
      <ConfirmDialog
        open={justSaved !== null}
        title={t('recipes.startTitle')}
        text={t('recipes.startText', { title: justSaved?.title ?? '' })}
        cancel={t('recipes.keepBrowsing')}
        confirm={t('recipes.startNow')}
        onCancel={() => {
          setJustSaved(null);
          setOpenId(null);
          void navigate({ to: '/app/saved' });
        }}
        onConfirm={() => {
          const id = justSaved?.id;
          setJustSaved(null);
          setOpenId(null);
          if (id) void navigate({ to: '/app/cooking/$recipe', params: { recipe: id } });
        }}
        testId="start-cooking"
      />
    </div>
  );
}
