import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DISH_BY_ID, describeSuggestion, type Longer, type Suggestion } from '@avanzo/recipe-core';
import type { Language } from '@avanzo/sync-protocol';
import { Icon } from '../../ui/Icon';

export interface OneAwayChoice {
  suggestion: Suggestion;
  /** The catalog name and emoji of the ingredient to add, in the interface language. */
  name: string;
  emoji: string;
}

interface Offer {
  key: string;
  testId: string;
  /** What it takes: "Add eggs", "45 min · Medium". */
  lead: ReactNode;
  dish: string;
  onPick: () => void;
}

/** A titled list of named dishes the cook could be cooking, each a button that gets them there. */
function Offers({
  id,
  title,
  text,
  offers,
  busy,
}: {
  id: string;
  title: string;
  text: string;
  offers: Offer[];
  busy: boolean;
}) {
  if (offers.length === 0) return null;
  return (
    <section className="one-away" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="one-away__title">
        {title}
      </h2>
      <p className="one-away__text">{text}</p>
      <ul className="one-away__list">
        {offers.map((offer) => (
          <li key={offer.key}>
            <button
              type="button"
              className="one-away__item"
              disabled={busy}
              onClick={offer.onPick}
              data-testid={offer.testId}
            >
              <span className="one-away__add">{offer.lead}</span>
              <span className="one-away__dish">{offer.dish}</span>
              <Icon name="arrowRight" size={18} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
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
  const offers = suggestions.flatMap((suggestion): Offer[] => {
    const text = describeSuggestion(suggestion, language);
    if (!text) return [];
    return [
      {
        key: `${suggestion.add}:${suggestion.dish}`,
        testId: `one-away-${suggestion.add}`,
        lead: (
          <>
            <span aria-hidden="true">{text.emoji}</span>{' '}
            {t('recipes.oneAway.add', { ingredient: text.ingredient })}
          </>
        ),
        dish: text.dish,
        onPick: () => onPick({ suggestion, name: text.name, emoji: text.emoji }),
      },
    ];
  });
  return (
    <Offers
      id="one-away"
      title={t('recipes.oneAway.title')}
      text={t('recipes.oneAway.text')}
      offers={offers}
      busy={busy}
    />
  );
}

/**
 * "With more time": the named dishes the cook's own time or difficulty limit kept out of the three (a braise
 * on a 30-minute evening). A tap raises the limits to what the dish needs and generates again.
 */
export function MoreTime({
  longer,
  busy,
  onPick,
}: {
  longer: readonly Longer[];
  busy: boolean;
  onPick: (choice: Longer) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const offers = longer.flatMap((l): Offer[] => {
    const dish = DISH_BY_ID.get(l.dish);
    if (!dish) return [];
    return [
      {
        key: l.dish,
        testId: `more-time-${l.dish}`,
        lead: (
          <>
            <Icon name="hourglass" size={14} /> {t('recipes.minutes', { count: l.minutes })} ·{' '}
            {t(`recipes.difficulties.${l.difficulty}`)}
          </>
        ),
        dish: dish.names[language],
        onPick: () => onPick(l),
      },
    ];
  });
  return (
    <Offers
      id="more-time"
      title={t('recipes.moreTime.title')}
      text={t('recipes.moreTime.text')}
      offers={offers}
      busy={busy}
    />
  );
}
