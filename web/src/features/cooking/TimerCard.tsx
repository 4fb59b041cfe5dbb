import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { RED_AT_MS, formatClock, remainingMs, type StepTimer } from './timers';

/** The current step's timer: big digits (red at 10 s or less), start/pause, reset, +1 and +5 minutes. */
export function TimerCard({
  timer,
  now,
  onStart,
  onPause,
  onReset,
  onAdd,
}: {
  timer: StepTimer;
  now: number;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  onAdd: (ms: number) => void;
}) {
  const { t } = useTranslation();
  const left = remainingMs(timer, now);
  const urgent = timer.state === 'running' && left <= RED_AT_MS;
  return (
    <section
      className={`timer-card${urgent ? ' timer-card--urgent' : ''}`}
      aria-label={t('cooking.timer')}
      data-testid="step-timer"
    >
      <p className="timer-card__digits" data-testid="timer-digits" aria-live="off">
        {formatClock(left)}
      </p>
      <div className="timer-card__controls">
        {timer.state === 'running' ? (
          <Button
            variant="secondary"
            onClick={onPause}
            icon={<Icon name="hourglass" size={18} />}
            data-testid="timer-pause"
          >
            {t('cooking.pause')}
          </Button>
        ) : (
          <Button
            variant="primary"
            onClick={onStart}
            icon={<Icon name="hourglass" size={18} />}
            data-testid="timer-start"
          >
            {timer.state === 'paused' ? t('cooking.resume') : t('cooking.start')}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={onReset}
          icon={<Icon name="refresh" size={18} />}
          data-testid="timer-reset"
        >
          {t('cooking.reset')}
        </Button>
      </div>
      <div className="timer-card__controls">
        <Button variant="default" size="sm" onClick={() => onAdd(60_000)} data-testid="timer-add1">
          {t('cooking.addOne')}
        </Button>
        <Button variant="default" size="sm" onClick={() => onAdd(5 * 60_000)} data-testid="timer-add5">
          {t('cooking.addFive')}
        </Button>
      </div>
    </section>
  );
}

/** Timers running for other steps, so moving on never hides one. */
export function TimerTray({
  timers,
  now,
  current,
  onGo,
}: {
  timers: readonly StepTimer[];
  now: number;
  current: number;
  onGo: (step: number) => void;
}) {
  const { t } = useTranslation();
  const running = timers.filter((timer) => timer.state === 'running' && timer.step !== current);
  if (running.length === 0) return null;
  return (
    <aside className="timer-tray" aria-label={t('cooking.timersTray')} data-testid="timer-tray">
      {running.map((timer) => (
        <button key={timer.step} type="button" className="timer-tray__item" onClick={() => onGo(timer.step)}>
          <Icon name="hourglass" size={16} />
          {t('cooking.timerForStep', { step: timer.step + 1, time: formatClock(remainingMs(timer, now)) })}
        </button>
      ))}
    </aside>
  );
}
