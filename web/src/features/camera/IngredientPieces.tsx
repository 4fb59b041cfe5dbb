import { useTranslation } from 'react-i18next';
import type { SelectedIngredient } from '@avanzo/recipe-core';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

/** When nothing in the catalog matches: keep what the cook typed as a free-text ingredient. */
export function AddAsTyped({ query, onAdd }: { query: string; onAdd: (item: SelectedIngredient) => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="sm" onClick={() => onAdd({ id: null, name: query, emoji: '🥫' })}>
      {t('camera.addAsTyped', { query })}
    </Button>
  );
}

/** One catalog ingredient in a results grid: tap to add, tap again to remove. */
export function IngredientTile({
  item,
  selected,
  onToggle,
}: {
  item: SelectedIngredient;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="ingredient-tile"
      aria-pressed={selected}
      onClick={onToggle}
      data-testid={`ingredient-${item.id ?? item.name}`}
    >
      <span className="ingredient-tile__emoji" aria-hidden="true">
        {item.emoji}
      </span>
      <span className="ingredient-tile__name">{item.name}</span>
      {selected && (
        <span className="ingredient-tile__check" aria-hidden="true">
          <Icon name="check" size={14} />
        </span>
      )}
    </button>
  );
}

/** The chosen ingredients as removable chips, with a clear-all button. */
export function SelectedChips({
  items,
  onRemove,
  onClear,
  title,
  empty,
  testId,
}: {
  items: readonly SelectedIngredient[];
  onRemove: (item: SelectedIngredient) => void;
  onClear?: () => void;
  title: string;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="picked" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="picked__head">
        <h2 id={`${testId}-title`}>
          {title} <span className="picked__count">{items.length}</span>
        </h2>
        {onClear && items.length > 0 && (
          <button type="button" className="link-btn" onClick={onClear} data-testid={`${testId}-clear`}>
            {t('camera.clear')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="picked__empty">{empty}</p>
      ) : (
        <ul className="picked__list">
          {items.map((item) => (
            <li key={item.id ?? `text:${item.name}`} className="picked-chip">
              <span aria-hidden="true">{item.emoji}</span>
              <span className="picked-chip__name">{item.name}</span>
              <button
                type="button"
                className="picked-chip__remove"
                aria-label={t('camera.remove', { name: item.name })}
                onClick={() => onRemove(item)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
