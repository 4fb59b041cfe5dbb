import { useTranslation } from 'react-i18next';
import { useDataSession, useRecipes, useRefusals } from '../../data/hooks';
import { dismissRefusals, type Refusal } from '../../data/refusals';
import { Icon } from '../../ui/Icon';

/** What each kind of change is called when it has no title of its own. */
const KIND_KEYS: Record<string, string> = {
  'recipe.create': 'shell.refused.kind.recipeCreate',
  'recipe.patch': 'shell.refused.kind.recipePatch',
  'recipe.delete': 'shell.refused.kind.recipeDelete',
  'saved.set': 'shell.refused.kind.saved',
  'activity.append': 'shell.refused.kind.activity',
  'activity.clearForRecipe': 'shell.refused.kind.activityClear',
  'profile.patch': 'shell.refused.kind.name',
  'preferences.set': 'shell.refused.kind.language',
};

/** Why, in the cook's words: too large, no room left, an outdated app, or data the server cannot take. */
function reasonKey(code: string): string {
  if (code === 'MUTATION_TOO_LARGE') return 'shell.refused.reason.tooLarge';
  if (code === 'QUOTA_EXCEEDED') return 'shell.refused.reason.quota';
  if (code === 'UNKNOWN_MUTATION' || code === 'UNSUPPORTED_VERSION') return 'shell.refused.reason.outdated';
  return 'shell.refused.reason.invalid';
}

/**
 * Changes the server refused, said plainly until the cook dismisses them: nothing a cook did is dropped
 * in silence. The screens already show the server's state again (the refusal refetched it).
 */
export function RefusedChanges() {
  const { t } = useTranslation();
  const { db } = useDataSession();
  const refusals = useRefusals();
  const recipes = useRecipes();
  if (!refusals || refusals.length === 0) return null;
  const describe = (r: Refusal) => {
    const kind = t(KIND_KEYS[r.name] ?? 'shell.refused.kind.other');
    // A recipe that is still there is named by its title now (the server's), not by the refused edit.
    const subject = recipes?.find((recipe) => recipe.id === r.recipeId)?.title || r.subject;
    const what = subject ? t('shell.refused.titled', { kind, subject }) : kind;
    return t('shell.refused.item', { what, why: t(reasonKey(r.code)) });
  };
  return (
    <section className="refused" role="alert" aria-labelledby="refused-title" data-testid="refused-changes">
      <Icon name="hourglass" size={20} />
      <div className="refused__body">
        <h2 id="refused-title" className="refused__title">
          {t('shell.refused.title')}
        </h2>
        <ul className="refused__list">
          {refusals.map((r) => (
            <li key={r.key}>{describe(r)}</li>
          ))}
        </ul>
        <p className="refused__note">{t('shell.refused.note')}</p>
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--sm refused__dismiss"
        onClick={() => void dismissRefusals(db)}
        data-testid="refused-dismiss"
      >
        {t('shell.refused.dismiss')}
      </button>
    </section>
  );
}
