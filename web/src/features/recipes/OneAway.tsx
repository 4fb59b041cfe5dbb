import { useTranslation } from 'react-i18next';
import { describeSuggestion, type Suggestion } from '@avanzo/recipe-core';
import type { Language } from '@avanzo/sync-protocol';
import { Icon } from '../../ui/Icon';

export interface OneAwayChoice {
  suggestion: Suggestion;
  /** The catalog name and emoji of the ingredient to add, in the interface language. */
  name: string;
  emoji: string;
}

/**
 * "One ingredient away": named dishes the cook could make by adding one thing to what they just cooked
 * with. Computed on the device from the dish library, so it works offline; a tap adds the ingredient and
 * generates again.
 */
export function OneAway({
  suggestions,
  busy,
  onPick,
}: {
  suggestions: readonly Suggestion[];
  busy: boolean;
  onPick: (choice: OneAwayChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const shown = suggestions
    .map((suggestion) => ({ suggestion, text: describeSuggestion(suggestion, language) }))
    .filter((s): s is { suggestion: Suggestion; text: NonNullable<typeof s.text> } => s.text !== null);
  if (shown.length === 0) return null;
  return (
    <section className="one-away" aria-labelledby="one-away-title" data-testid="one-away">
      <h2 id="one-away-title" className="one-away__title">
        {t('recipes.oneAway.title')}
      </h2>
      <p className="one-away__text">{t('recipes.oneAway.text')}</p>
      <ul className="one-away__list">
        {shown.map(({ suggestion, text }) => (
          <li key={`${suggestion.add}:${suggestion.dish}`}>
            <button
              type="button"
              className="one-away__item"
              disabled={busy}
              onClick={() => onPick({ suggestion, name: text.name, emoji: text.emoji })}
              data-testid={`one-away-${suggestion.add}`}
            >
              <span className="one-away__add">
                <span aria-hidden="true">{text.emoji}</span>{' '}
                {t('recipes.oneAway.add', { ingredient: text.ingredient })}
              </span>
              <span className="one-away__dish">{text.dish}</span>
              <Icon name="arrowRight" size={18} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
