import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUICK_ADD,
  SEARCH_MAX_RESULTS,
  TILE_CATEGORIES,
  catalog,
  type IngredientCategory,
  type SelectedIngredient,
} from '@avanzo/recipe-core';
import type { Language } from '@avanzo/sync-protocol';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import { AddAsTyped, IngredientTile, SelectedChips } from './IngredientPieces';
import { SearchBox } from '../../ui/SearchBox';
import { localizeSelection, toSelected, useSelection } from './selection';
import { useIngredientSearch } from './useIngredientSearch';

const TILE_EMOJI: Record<(typeof TILE_CATEGORIES)[number], string> = {
  vegetables: '🥦',
  fruit: '🍎',
  meat: '🍗',
  cheese: '🧀',
  spices: '🌶️',
  grains: '🌾',
};

/** SPEC §2/§4 manual selection: search, six category tiles, quick add, results, chips, generate. */
export function ManualPicker({ onGenerate }: { onGenerate: (items: SelectedIngredient[]) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const selection = useSelection();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<IngredientCategory | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [missing, setMissing] = useState(false);
  const search = useIngredientSearch(query, language);

  const counts = useMemo(
    () => Object.fromEntries(TILE_CATEGORIES.map((c) => [c, catalog.byCategory(c, 'en').length])),
    [],
  );
  const categoryItems = useMemo(
    () => (category ? catalog.byCategory(category, language) : []),
    [category, language],
  );
  const quickAdd = useMemo(
    () =>
      QUICK_ADD[language].flatMap((id) => {
        const entry = catalog.get(id);
        return entry ? [{ id, name: entry.names[language].name, emoji: entry.emoji }] : [];
      }),
    [language],
  );
  const chosen = localizeSelection(selection.items, language);

  const showingSearch = search.active;
  const results = showingSearch
    ? search.results
    : showAll
      ? categoryItems
      : categoryItems.slice(0, SEARCH_MAX_RESULTS);

  function pickCategory(next: IngredientCategory) {
    setQuery('');
    setShowAll(false);
    setCategory(next);
    const count = catalog.byCategory(next, language).length;
    const name = t(`camera.categories.${next}`);
    if (count > 0) notify.success(t('camera.categoryFound', { count, category: name }));
    else notify.info(t('camera.categoryEmpty'));
  }

  function generate() {
    if (selection.items.length === 0) {
      setMissing(true);
      notify.warning(t('camera.selectAtLeastOne'));
      return;
    }
    onGenerate(chosen);
  }

  function toggle(item: SelectedIngredient) {
    setMissing(false);
    selection.toggle(item);
  }

  return (
    <div className="picker" data-testid="manual-picker">
      <SearchBox value={query} onChange={setQuery} tooShort={search.tooShort} testId="ingredient-search" />

      {(showingSearch || category) && (
        <section className="results" aria-live="polite" data-testid="ingredient-results">
          <div className="results__head">
            <h2>
              {showingSearch
                ? t('camera.resultsSearchTitle', { query: search.debounced })
                : t(`camera.categories.${category}`)}
            </h2>
            <button
              type="button"
              className="link-btn"
              onClick={() => {
                setQuery('');
                setCategory(null);
              }}
            >
              {t('camera.clearResults')}
            </button>
          </div>
          {results.length === 0 && showingSearch ? (
            <div className="results__empty">
              <p>{t('camera.searchNoResults', { query: search.debounced })}</p>
              <AddAsTyped
                query={search.debounced}
                onAdd={(item) => {
                  toggle(item);
                  setQuery('');
                }}
              />
            </div>
          ) : (
            <div className="ingredient-grid">
              {results.map((item) => {
                const entry = toSelected(item);
                return (
                  <IngredientTile
                    key={item.id}
                    item={entry}
                    selected={selection.has(entry)}
                    onToggle={() => toggle(entry)}
                  />
                );
              })}
            </div>
          )}
          {!showingSearch && !showAll && categoryItems.length > SEARCH_MAX_RESULTS && (
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              {t('camera.showAll', { count: categoryItems.length })}
            </Button>
          )}
        </section>
      )}

      <section aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="picker__section-title">
          {t('camera.categoriesTitle')}
        </h2>
        <div className="category-tiles">
          {TILE_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              className="category-tile"
              aria-pressed={category === c && !showingSearch}
              onClick={() => pickCategory(c)}
              data-testid={`category-${c}`}
            >
              <span className="category-tile__emoji" aria-hidden="true">
                {TILE_EMOJI[c]}
              </span>
              <span className="category-tile__name">{t(`camera.categories.${c}`)}</span>
              <span className="category-tile__count">{t('camera.itemCount', { count: counts[c] })}</span>
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="quick-title">
        <h2 id="quick-title" className="picker__section-title">
          {t('camera.quickAddTitle')}
        </h2>
        <div className="quick-add" data-testid="quick-add">
          {quickAdd.map((item) => {
            const on = selection.has(item);
            return (
              <button
                key={item.id}
                type="button"
                className="quick-chip"
                aria-pressed={on}
                onClick={() => toggle(item)}
                data-testid={`quick-${item.id}`}
              >
                <span aria-hidden="true">{on ? '✓' : item.emoji}</span> {item.name}
              </button>
            );
          })}
        </div>
      </section>

      <SelectedChips
        testId="selected"
        items={chosen}
        title={t('camera.selectedTitle')}
        empty={t('camera.selectedEmpty')}
        onRemove={(item) => selection.remove(item)}
        onClear={selection.clear}
      />

      <div className="generate-bar">
        {missing && (
          <p className="generate-bar__error" role="alert">
            {t('camera.selectAtLeastOne')}
          </p>
        )}
        <Button
          variant="primary"
          size="lg"
          block
          onClick={generate}
          icon={<Icon name="sparkles" />}
          data-testid="generate"
        >
          {t('camera.generate')}
          {selection.items.length > 0 && (
            <span className="generate-bar__count">{selection.items.length}</span>
          )}
        </Button>
      </div>
    </div>
  );
}
