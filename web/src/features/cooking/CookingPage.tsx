import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { recipeFromRow, type Language, type Recipe } from '@avanzo/sync-protocol';
import { useDataSession } from '../../data/hooks';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';
import { SkeletonCard } from '../../ui/Skeleton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { askNotificationPermission, notifyFromServiceWorker, playBeep, vibrate } from './alerts';
import { formatClock } from './timers';
import { TimerCard, TimerTray } from './TimerCard';
import { useCookingSession } from './useCookingSession';
import { useWakeLock } from './useWakeLock';
import { VoiceControls } from './VoiceControls';
import { speak } from './voice';
import './cooking.css';

const SWIPE_PX = 50;
const TABS = ['ingredients', 'step', 'overview'] as const;
type Tab = (typeof TABS)[number];

/** The recipe toolkit (catalog, normalizer, composer) is loaded only when a recipe needs it. */
const loadRecipeCore = () => import('@avanzo/recipe-core');

/** SPEC §4: the param is first read as an encoded JSON object; anything else is a recipe id. */
function jsonParam(param: string): object | null {
  try {
    const data: unknown = JSON.parse(decodeURIComponent(param));
    return data && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

async function recipeFromJson(data: object): Promise<Recipe | null> {
  try {
    const { normalizeRecipe } = await loadRecipeCore();
    const { recipe, saved } = normalizeRecipe(data);
    return { ...recipe, updatedAt: recipe.createdAt, saved };
  } catch {
    return null;
  }
}

/**
 * The recipe in the interface language. The stored text shows at once (nothing waits); a composed
 * recipe is rendered again in the current language once the composer has loaded, which changes
 * nothing on screen when the language is the one it was made in.
 */
function useLocalized(original: Recipe, language: Language): Recipe {
  const [localized, setLocalized] = useState<{ from: Recipe; language: Language; recipe: Recipe } | null>(
    null,
  );
  useEffect(() => {
    if (!original.composition) return;
    let live = true;
    void loadRecipeCore().then(({ localizeRecipe }) => {
      if (live) setLocalized({ from: original, language, recipe: localizeRecipe(original, language) });
    });
    return () => {
      live = false;
    };
  }, [original, language]);
  return localized && localized.from === original && localized.language === language
    ? localized.recipe
    : original;
}

/** /app/cooking/{recipe}: guided cooking from the local store, with no network needed. */
export function CookingPage({ param }: { param: string }) {
  const { t } = useTranslation();
  const { db } = useDataSession();
  const navigate = useNavigate();
  const json = useMemo(() => jsonParam(param), [param]);
  const [fromJson, setFromJson] = useState<Recipe | null | undefined>(undefined);
  useEffect(() => {
    if (!json) return;
    let live = true;
    void recipeFromJson(json).then((recipe) => live && setFromJson(recipe));
    return () => {
      live = false;
    };
  }, [json]);
  const fromStore = useLiveQuery(async () => {
    if (json) return undefined;
    const row = await db.recipes.get(param);
    return row ? recipeFromRow(row) : null;
  }, [db, param, json]);
  const stored = json ? fromJson : fromStore;

  useEffect(() => {
    if (stored !== null) return;
    // A missing recipe goes back one page (SPEC §4), or to the saved list when there is no page to go to.
    notify.warning(t('cooking.notFound'));
    if (window.history.length > 1) window.history.back();
    else void navigate({ to: '/app/saved' });
  }, [stored, navigate, t]);

  if (!stored) {
    return (
      <div className="page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('cooking.loading')}
        </p>
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  }
  return <Cooking recipe={stored} />;
}

function Cooking({ recipe: original }: { recipe: Recipe }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const recipe = useLocalized(original, language);
  const steps = recipe.instructions.length ? recipe.instructions : [recipe.description || recipe.title];
  const [tab, setTab] = useState<Tab>('step');
  const [finishedStep, setFinishedStep] = useState<number | null>(null);
  const [exiting, setExiting] = useState(false);
  const [readAloud, setReadAloud] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const touchX = useRef<number | null>(null);
  const stepNav = useRef<HTMLDivElement>(null);
  const stepTextRef = useRef<HTMLParagraphElement>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // Where the keyboard focus goes once the step or tab it asked for is on screen (not before: a render
  // for the clock may come first).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);

  const session = useCookingSession(
    recipe.id,
    steps,
    recipe.cookingTime.cook,
    recipe.ingredients.length,
    (step) => {
      setFinishedStep(step);
      const text = t('cooking.finishedText', { step: step + 1 });
      setAnnouncement(text);
      vibrate();
      const beeped = document.visibilityState === 'visible' && playBeep();
      if (!beeped || document.visibilityState !== 'visible') {
        void notifyFromServiceWorker(
          t('cooking.finishedTitle'),
          t('cooking.finishedNotification', { step: step + 1, title: recipe.title }),
        );
      }
      if (readAloud) speak(text, language);
    },
  );
  const { step, goTo } = session;
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    target?.()?.focus();
  }, [step, tab]);

  useWakeLock(true);
  useEffect(() => askNotificationPermission(), []);

  // Step changes are announced (and read aloud when asked).
  const stepText = steps[step] ?? '';
  useEffect(() => {
    setAnnouncement(t('cooking.stepChanged', { current: step + 1, total: steps.length, text: stepText }));
    if (readAloud) speak(stepText, language);
  }, [step, stepText, steps.length, readAloud, language, t]);

  const finish = () => {
    const time = formatClock(session.elapsedMs);
    session.clear();
    void navigate({ to: '/app/saved', search: { message: t('cooking.completedMessage'), time } });
  };
  const exit = () => {
    session.clear();
    if (window.history.length > 1) window.history.back();
    else void navigate({ to: '/app/saved' });
  };

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined) return;
    if (end - start <= -SWIPE_PX) goTo(step + 1);
    else if (end - start >= SWIPE_PX) goTo(step - 1);
  };

  /** Arrow keys move between the tabs (and take the focus along), as in any tab list. */
  const onTabKey = (event: KeyboardEvent, name: Tab) => {
    const at = TABS.indexOf(name);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabList.current?.querySelector<HTMLElement>(`[data-testid="tab-${next}"]`)?.focus();
  };

  /**
   * Previous on step 2 disables itself: the focus moves on to the other step button, not to the page.
   * It moves in the press itself, while the button still has it: once the button is disabled, the
   * browser may already have given the focus to the page before anything after the render runs.
   */
  const previous = () => {
    const nav = stepNav.current;
    if (step - 1 <= 0 && nav?.contains(document.activeElement)) {
      const other = [...nav.querySelectorAll<HTMLElement>('button:not(:disabled)')].find(
        (button) => button !== document.activeElement,
      );
      other?.focus();
    }
    goTo(step - 1);
  };

  const last = step >= steps.length - 1;
  const done = session.checked.length;
  const { prep, cook } = recipe.cookingTime;

  return (
    <div className="cooking" data-testid="cooking">
      <header className="cooking__head">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('cooking.exit')}
          onClick={() => setExiting(true)}
          data-testid="cooking-exit"
        >
          <Icon name="close" />
        </button>
        <div className="cooking__title">
          <h1>{recipe.title}</h1>
          <p>
            <span data-testid="cooking-step-of">
              {t('cooking.stepOf', { current: step + 1, total: steps.length })}
            </span>
            {' · '}
            <span data-testid="cooking-elapsed">
              {t('cooking.elapsed', { time: formatClock(session.elapsedMs) })}
            </span>
          </p>
        </div>
      </header>
      <p className="visually-hidden" aria-live="polite" data-testid="cooking-live">
        {announcement}
      </p>

      <div className="cooking__tabs" role="tablist" aria-label={t('cooking.tabsLabel')} ref={tabList}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`cook-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`cook-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="cooking__tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, name)}
            data-testid={`tab-${name}`}
          >
            {t(`cooking.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div className="cooking__panels">
        <section
          id="cook-panel-ingredients"
          className={`cooking-panel cooking-panel--ingredients${tab === 'ingredients' ? ' is-active' : ''}`}
          aria-labelledby="cook-ingredients"
          data-testid="panel-ingredients"
        >
          <h2 id="cook-ingredients">
            {t('cooking.tabs.ingredients')}{' '}
            <span className="cooking__count">
              {t('cooking.ingredientsProgress', { done, total: recipe.ingredients.length })}
            </span>
          </h2>
          <ul className="checklist">
            {recipe.ingredients.map((ingredient, i) => (
              <li key={`${ingredient.name}-${i}`}>
                <label className="checklist__item">
                  <input
                    type="checkbox"
                    checked={session.checked.includes(i)}
                    onChange={() => session.toggleChecked(i)}
                    data-testid={`check-${i}`}
                  />
                  <span aria-hidden="true">{ingredient.emoji || '•'}</span>
                  <span className="checklist__name">{ingredient.name}</span>
                  <span className="checklist__amount">
                    {[ingredient.amount, ingredient.unit].filter(Boolean).join(' ')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {session.allChecked && (
            <p className="cooking__ready" role="status" data-testid="ingredients-ready">
              <Icon name="check" /> {t('cooking.ready')}
            </p>
          )}
        </section>

        <section
          id="cook-panel-step"
          className={`cooking-panel cooking-panel--step${tab === 'step' ? ' is-active' : ''}`}
          aria-labelledby="cook-step"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="panel-step"
        >
          <h2 id="cook-step" className="visually-hidden">
            {t('cooking.tabs.step')}
          </h2>
          <div
            className="step-progress"
            role="progressbar"
            aria-label={t('cooking.progressLabel')}
            aria-valuemin={1}
            aria-valuemax={steps.length}
            aria-valuenow={step + 1}
            aria-valuetext={t('cooking.stepOf', { current: step + 1, total: steps.length })}
          >
            <span style={{ width: `${((step + 1) / steps.length) * 100}%` }} />
          </div>
          <p className="step-text" data-testid="step-text" tabIndex={-1} ref={stepTextRef}>
            {stepText}
          </p>
          <TimerCard
            timer={session.current}
            now={session.now}
            onStart={session.start}
            onPause={session.pause}
            onReset={session.reset}
            onAdd={session.add}
          />
          <TimerTray timers={session.timers} now={session.now} current={step} onGo={goTo} />
          <div className="step-nav" ref={stepNav}>
            <Button
              variant="ghost"
              onClick={previous}
              disabled={step === 0}
              icon={<Icon name="chevronLeft" />}
              data-testid="step-prev"
            >
              {t('cooking.previous')}
            </Button>
            {last ? (
              <Button
                variant="primary"
                onClick={finish}
                icon={<Icon name="check" />}
                data-testid="step-complete"
              >
                {t('cooking.complete')}
              </Button>
            ) : (
              <Button
                variant="primary"
                onClick={() => goTo(step + 1)}
                icon={<Icon name="arrowRight" />}
                data-testid="step-next"
              >
                {t('cooking.next')}
              </Button>
            )}
          </div>
          <VoiceControls
            readAloud={readAloud}
            onReadAloud={(on) => {
              setReadAloud(on);
              if (on) speak(stepText, language);
            }}
            onCommand={(command) => {
              if (command === 'next') goTo(step + 1);
              else if (command === 'back') goTo(step - 1);
              else speak(stepText, language);
            }}
          />
        </section>

        <section
          id="cook-panel-overview"
          className={`cooking-panel cooking-panel--overview${tab === 'overview' ? ' is-active' : ''}`}
          aria-labelledby="cook-overview"
          data-testid="panel-overview"
        >
          <h2 id="cook-overview">{t('cooking.tabs.overview')}</h2>
          <dl className="overview-facts">
            <div>
              <dt>{t('cooking.overview.prep')}</dt>
              <dd>
                {prep !== null
                  ? t('cooking.overview.minutes', { count: prep })
                  : t('cooking.overview.notSpecified')}
              </dd>
            </div>
            <div>
              <dt>{t('cooking.overview.cook')}</dt>
              <dd>
                {cook !== null
                  ? t('cooking.overview.minutes', { count: cook })
                  : t('cooking.overview.notSpecified')}
              </dd>
            </div>
            <div>
              <dt>{t('cooking.overview.servings')}</dt>
              <dd>{recipe.servings ?? t('cooking.overview.notSpecified')}</dd>
            </div>
            <div>
              <dt>{t('cooking.overview.difficulty')}</dt>
              <dd>
                {recipe.difficulty
                  ? t(`recipes.difficulties.${recipe.difficulty}`)
                  : t('cooking.overview.notSpecified')}
              </dd>
            </div>
          </dl>
          <h3>{t('cooking.overview.steps')}</h3>
          <ol className="overview-steps">
            {steps.map((text, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={`overview-steps__item${i === step ? ' is-current' : ''}`}
                  aria-current={i === step ? 'step' : undefined}
                  onClick={() => {
                    goTo(i);
                    setTab('step');
                    // The overview hides on phones: the focus follows to the step it opened.
                    focusNext.current = () => stepTextRef.current;
                  }}
                  data-testid={`overview-step-${i}`}
                >
                  <span className="overview-steps__n">{i + 1}</span>
                  {text}
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <Modal
        open={finishedStep !== null}
        title={t('cooking.finishedTitle')}
        onClose={() => setFinishedStep(null)}
        size="sm"
        footer={
          <Button variant="primary" onClick={() => setFinishedStep(null)} data-testid="finished-continue">
            {t('cooking.continue')}
          </Button>
        }
      >
        <p data-testid="finished-modal">{t('cooking.finishedText', { step: (finishedStep ?? 0) + 1 })}</p>
      </Modal>
      <ConfirmDialog
        open={exiting}
        title={t('cooking.exitTitle')}
        text={t('cooking.exitText')}
        cancel={t('cooking.keepCooking')}
        confirm={t('cooking.exitConfirm')}
        danger
        onCancel={() => setExiting(false)}
        onConfirm={exit}
        testId="exit"
      />
    </div>
  );
}
