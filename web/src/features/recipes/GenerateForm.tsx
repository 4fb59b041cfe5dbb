import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTY_OPTIONS, MAX_TIME_OPTIONS, SERVINGS_OPTIONS } from '@avanzo/recipe-core';
import type { Difficulty } from '@avanzo/sync-protocol';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { Preferences } from './useGenerate';

/** SPEC §2 generation form: servings, difficulty and max time (defaults 4 / easy / 30), and generate. */
export function GenerateForm({
  preferences,
  onChange,
  onGenerate,
  busy,
}: {
  preferences: Preferences;
  onChange: (next: Preferences) => void;
  onGenerate: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="generate-form"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <div className="generate-form__fields">
        <label className="select-field" htmlFor={`${id}-servings`}>
          <span>{t('recipes.servings')}</span>
          <select
            id={`${id}-servings`}
            value={preferences.servings}
            onChange={(e) => onChange({ ...preferences, servings: Number(e.target.value) })}
            data-testid="pref-servings"
          >
            {SERVINGS_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="select-field" htmlFor={`${id}-difficulty`}>
          <span>{t('recipes.difficulty')}</span>
          <select
            id={`${id}-difficulty`}
            value={preferences.difficulty}
            onChange={(e) => onChange({ ...preferences, difficulty: e.target.value as Difficulty })}
            data-testid="pref-difficulty"
          >
            {DIFFICULTY_OPTIONS.map((d) => (
              <option key={d} value={d}>
                {t(`recipes.difficulties.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="select-field" htmlFor={`${id}-time`}>
          <span>{t('recipes.maxTime')}</span>
          <select
            id={`${id}-time`}
            value={preferences.maxCookingTime}
            onChange={(e) => onChange({ ...preferences, maxCookingTime: Number(e.target.value) })}
            data-testid="pref-time"
          >
            {MAX_TIME_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {t('recipes.minutesOption', { count: m })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={busy}
        icon={<Icon name="sparkles" />}
        data-testid="generate-recipes"
      >
        {busy ? t('recipes.generating') : t('recipes.generate')}
      </Button>
    </form>
  );
}
