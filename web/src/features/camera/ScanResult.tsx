import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectedIngredient } from '@avanzo/recipe-core';
import type { Language } from '@avanzo/sync-protocol';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { AddAsTyped, IngredientTile, SelectedChips } from './IngredientPieces';
import { SearchBox } from '../../ui/SearchBox';
import { toSelected } from './selection';
import { useIngredientSearch } from './useIngredientSearch';

const ADD_SEARCH_LIMIT = 8;

/**
 * After a capture: the photo with a scanning overlay, the detected chips (removable), suggestions
 * the user has to tap to use, adding an ingredient by name, and the three actions of SPEC §2.
 */
export function ScanResult({
  image,
  scanning,
  detected,
  suggestions,
  notice,
  onRemove,
  onAdd,
  onAcceptSuggestion,
  onAddMore,
  onRestart,
  onGenerate,
  onPickByHand,
}: {
  image: string | null;
  scanning: boolean;
  detected: readonly SelectedIngredient[];
  suggestions: readonly SelectedIngredient[];
  notice: string | null;
  onRemove: (item: SelectedIngredient) => void;
  onAdd: (item: SelectedIngredient) => void;
  onAcceptSuggestion: (item: SelectedIngredient) => void;
  onAddMore: () => void;
  onRestart: () => void;
  onGenerate: () => void;
  onPickByHand: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useIngredientSearch(query, i18n.language as Language, ADD_SEARCH_LIMIT);

  return (
    <div className="scan-result" data-testid="scan-result">
      {image && (
        <figure className={`scan-photo${scanning ? ' scan-photo--scanning' : ''}`}>
          <img src={image} alt={t('camera.photoAlt')} />
          {scanning && (
            <figcaption className="scan-photo__overlay" role="status" data-testid="scanning">
              <span className="scan-photo__line" aria-hidden="true" />
              <span className="scan-photo__label">{t('camera.scanning')}</span>
            </figcaption>
          )}
        </figure>
      )}

      {notice && (
        <div className="scan-notice" role="status">
          <Icon name="wifiOff" />
          <p>{notice}</p>
          <Button variant="secondary" size="sm" onClick={onPickByHand}>
            {t('camera.pickByHand')}
          </Button>
        </div>
      )}

      <SelectedChips
        testId="detected"
        items={detected}
        title={t('camera.detectedTitle')}
        empty={scanning ? t('camera.scanning') : t('camera.detectedEmpty')}
        onRemove={onRemove}
      />

      {suggestions.length > 0 && (
        <section className="suggestions" aria-labelledby="suggestions-title" data-testid="suggestions">
          <h2 id="suggestions-title">{t('camera.suggestionsTitle')}</h2>
          <p>{t('camera.suggestionsText')}</p>
          <div className="quick-add">
            {suggestions.map((item) => (
              <button
                key={item.id ?? item.name}
                type="button"
                className="quick-chip quick-chip--suggestion"
                onClick={() => onAcceptSuggestion(item)}
                data-testid={`suggestion-${item.id}`}
              >
                <Icon name="plus" size={14} /> {item.emoji} {item.name}
                <span className="visually-hidden"> ({t('camera.suggestion')})</span>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className="add-by-name" aria-labelledby="add-title">
        <h2 id="add-title" className="picker__section-title">
          {t('camera.addByName')}
        </h2>
        <SearchBox value={query} onChange={setQuery} tooShort={search.tooShort} testId="add-search" />
        {search.active && (
          <div className="ingredient-grid" aria-live="polite">
            {search.results.map((result) => {
              const item = toSelected(result);
              return (
                <IngredientTile
                  key={result.id}
                  item={item}
                  selected={detected.some((d) => d.id === item.id)}
                  onToggle={() => {
                    onAdd(item);
                    setQuery('');
                  }}
                />
              );
            })}
            {search.results.length === 0 && (
              <AddAsTyped
                query={search.debounced}
                onAdd={(item) => {
                  onAdd(item);
                  setQuery('');
                }}
              />
            )}
          </div>
        )}
      </section>

      <div className="scan-actions">
        <Button variant="secondary" icon={<Icon name="camera" />} onClick={onAddMore} data-testid="add-more">
          {t('camera.addMore')}
        </Button>
        <Button variant="ghost" icon={<Icon name="refresh" />} onClick={onRestart} data-testid="restart">
          {t('camera.restart')}
        </Button>
      </div>
      <div className="generate-bar">
        <Button
          variant="primary"
          size="lg"
          block
          disabled={scanning}
          icon={<Icon name="sparkles" />}
          onClick={onGenerate}
          data-testid="generate"
        >
          {t('camera.generate')}
          {detected.length > 0 && <span className="generate-bar__count">{detected.length}</span>}
        </Button>
      </div>
    </div>
  );
}
