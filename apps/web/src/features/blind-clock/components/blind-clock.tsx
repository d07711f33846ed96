import {
  ChevronLeft,
  ChevronRight,
  Maximize,
  Minimize,
  Minus,
  Pause,
  Play,
  Plus,
  RotateCcw,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { AudioCues, ClockSounds } from '../audio-cues';
import {
  blindsText,
  formatChips,
  formatClockTime,
  levelName,
  type ClockLevel,
} from '../clock-format';
import { useBlindClock } from '../use-blind-clock';
import { useWakeLock } from '../use-wake-lock';

const TYPING_TARGETS = 'input, textarea, select, [contenteditable="true"]';

function ControlButton({
  label,
  onClick,
  children,
  shortcut,
  emphasis = false,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  shortcut?: string;
  emphasis?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      title={label}
      className={
        emphasis
          ? 'inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-gold-400 px-6 text-base font-semibold text-ink-950 shadow-[0_10px_30px_-10px_rgb(230_189_85/0.55)] transition-colors hover:bg-gold-300 focus-visible:outline-offset-2 sm:h-16 sm:px-8 sm:text-lg'
          : 'inline-flex size-12 items-center justify-center rounded-full border border-white/15 bg-white/[0.05] text-chalk transition-colors hover:border-white/30 hover:bg-white/[0.1] focus-visible:outline-offset-2 sm:size-14'
      }
    >
      {children}
    </button>
  );
}

/**
 * The blind clock screen for one schedule: readable across a room, driven by buttons or the
 * keyboard (space, arrows, F), with sounds at the schedule's thresholds and the screen kept awake
 * while it runs.
 */
export function BlindClock({
  levels,
  sounds,
  scheduleKey,
  title,
  audio,
  toolbar,
}: {
  levels: readonly ClockLevel[];
  sounds: ClockSounds;
  /** Where this schedule's clock is kept in localStorage. */
  scheduleKey: string;
  title: string;
  audio: AudioCues;
  /** The schedule picker, shown above the clock. */
  toolbar?: ReactNode;
}) {
  const [muted, setMuted] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const screenRef = useRef<HTMLElement>(null);
  const { view, dispatch } = useBlindClock({ levels, scheduleKey, sounds, audio, muted });
  useWakeLock(view.status === 'running');

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else {
      void screenRef.current?.requestFullscreen?.().catch(() => undefined);
    }
  }, []);

  useEffect(() => {
    if (confirmReset) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as Element | null;
      if (target?.closest?.(TYPING_TARGETS)) return;
      // A focused button already answers Space/Enter with its own click.
      if (event.key === ' ' && target?.closest?.('button, a')) return;
      const actions: Record<string, () => void> = {
        ' ': () => dispatch({ type: 'toggle' }),
        ArrowRight: () => dispatch({ type: 'next' }),
        ArrowLeft: () => dispatch({ type: 'previous' }),
        ArrowUp: () => dispatch({ type: 'addMinute', direction: 1 }),
        ArrowDown: () => dispatch({ type: 'addMinute', direction: -1 }),
        f: toggleFullscreen,
        F: toggleFullscreen,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirmReset, dispatch, toggleFullscreen]);

  const { level, nextLevel, status } = view;
  const running = status === 'running';
  const progress = view.levelMs > 0 ? Math.min(100, (view.elapsedMs / view.levelMs) * 100) : 0;
  const statusText =
    status === 'running'
      ? 'Running'
      : status === 'paused'
        ? 'Paused'
        : status === 'finished'
          ? 'Finished'
          : 'Ready';

  const time = formatClockTime(view.remainingMs);
  return (
    // Exactly the window under the top bar (the whole screen in full screen): the header and the
    // controls take what they need and the level's numbers scale to what is left (container
    // query units), so every control stays on screen from a 360x640 phone to a 4K TV.
    <section
      ref={screenRef}
      aria-label="Blind clock"
      className="relative flex h-[calc(100dvh-4rem-1px)] min-h-[22rem] flex-col overflow-hidden bg-[radial-gradient(ellipse_at_50%_0%,var(--color-felt-800)_0%,var(--color-felt-950)_55%,var(--color-ink-950)_100%)] px-4 pt-3 pb-4 text-chalk sm:px-8 sm:pt-4 sm:pb-6 [&:fullscreen]:h-dvh"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h1 className="truncate text-base font-semibold text-felt-200 sm:text-lg">{title}</h1>
          <p className="text-xs font-semibold tracking-[0.18em] text-fog uppercase">
            <span className="sr-only">Status: </span>
            {statusText}
          </p>
        </div>
        {toolbar}
      </header>

      {level ? (
        <div className="min-h-0 flex-1 [container-type:size]">
          <div className="flex h-full flex-col items-center justify-center text-center">
            <p
              aria-live="polite"
              className={`text-[clamp(0.875rem,min(6cqw,8cqh),8rem)] leading-tight font-bold tracking-tight ${level.is_break ? 'text-gold-300' : 'text-chalk'}`}
            >
              {levelName(level)}
            </p>
            <p
              aria-label={`Time remaining ${time}`}
              role="timer"
              className={`font-mono leading-none font-semibold tracking-tight whitespace-nowrap tabular-nums ${
                running && view.remainingMs <= sounds.alert_seconds * 1000
                  ? 'text-suit-red'
                  : 'text-chalk'
              } ${
                // A monospaced digit is 0.6em wide: "1:02:05" needs a smaller size than "20:00".
                time.length > 5
                  ? 'text-[clamp(1.5rem,min(17cqw,32cqh),48rem)]'
                  : 'text-[clamp(1.5rem,min(25cqw,32cqh),48rem)]'
              }`}
            >
              {time}
            </p>
            {level.is_break ? (
              <p className="mt-[1cqh] text-[clamp(0.875rem,min(4.5cqw,7cqh),6rem)] font-semibold text-gold-300">
                Take a break
              </p>
            ) : (
              <p className="mt-[1cqh] text-[clamp(0.875rem,min(7cqw,9cqh),10rem)] leading-tight font-bold whitespace-nowrap text-gold-300 tabular-nums">
                <span className="sr-only">Blinds </span>
                {blindsText(level)}
                {level.ante_value > 0 ? (
                  <span className="block text-[0.5em] font-semibold text-felt-200">
                    Ante {formatChips(level.ante_value)}
                  </span>
                ) : null}
              </p>
            )}

            <div
              role="progressbar"
              aria-label="Level progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              className="mt-[2.5cqh] h-[clamp(0.375rem,1.2cqh,1rem)] w-full max-w-[max(56rem,60cqw)] shrink-0 overflow-hidden rounded-full bg-white/10"
            >
              <div
                className="h-full rounded-full bg-gold-400 transition-[width] duration-300 ease-linear"
                style={{ width: `${progress}%` }}
              />
            </div>

            <dl className="mt-[2.5cqh] grid w-full max-w-[max(56rem,60cqw)] grid-cols-2 gap-[clamp(0.5rem,1.5cqw,1.5rem)] text-left">
              <div className="rounded-2xl bg-black/25 px-[clamp(0.75rem,2cqw,2rem)] py-[clamp(0.375rem,1.8cqh,1.5rem)]">
                <dt className="text-[clamp(0.625rem,min(1.4cqw,2.6cqh),1.5rem)] font-semibold tracking-[0.14em] text-felt-200 uppercase">
                  Next level
                </dt>
                <dd className="text-[clamp(0.8125rem,min(2.8cqw,5cqh),3.5rem)] leading-snug font-semibold tabular-nums">
                  {nextLevel ? (
                    nextLevel.is_break ? (
                      <span className="whitespace-nowrap">
                        Break · {nextLevel.time_minutes} min
                      </span>
                    ) : (
                      // Lines may break between the blinds and the ante, never inside a value.
                      <>
                        <span className="whitespace-nowrap">{blindsText(nextLevel)}</span>
                        {nextLevel.ante_value > 0 ? (
                          <>
                            {' '}
                            <span className="whitespace-nowrap">
                              · ante {formatChips(nextLevel.ante_value)}
                            </span>
                          </>
                        ) : null}
                      </>
                    )
                  ) : (
                    'Last level'
                  )}
                </dd>
              </div>
              <div className="rounded-2xl bg-black/25 px-[clamp(0.75rem,2cqw,2rem)] py-[clamp(0.375rem,1.8cqh,1.5rem)]">
                <dt className="text-[clamp(0.625rem,min(1.4cqw,2.6cqh),1.5rem)] font-semibold tracking-[0.14em] text-felt-200 uppercase">
                  Next break
                </dt>
                <dd className="text-[clamp(0.8125rem,min(2.8cqw,5cqh),3.5rem)] leading-snug font-semibold tabular-nums">
                  {view.msToNextBreak === null ? (
                    'No more breaks'
                  ) : (
                    <span className="whitespace-nowrap">
                      in {formatClockTime(view.msToNextBreak)}
                    </span>
                  )}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      ) : (
        <p className="flex-1 py-16 text-center text-lg text-mist">
          This schedule has no levels yet.
        </p>
      )}

      <div
        role="toolbar"
        aria-label="Clock controls"
        className="flex shrink-0 flex-wrap items-center justify-center gap-2 pt-2 sm:gap-3"
      >
        <ControlButton
          label="Previous level"
          shortcut="ArrowLeft"
          onClick={() => dispatch({ type: 'previous' })}
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
        </ControlButton>
        <ControlButton
          label="Remove a minute"
          shortcut="ArrowDown"
          onClick={() => dispatch({ type: 'addMinute', direction: -1 })}
        >
          <Minus className="size-5" aria-hidden="true" />
        </ControlButton>
        <ControlButton
          emphasis
          label={running ? 'Pause' : status === 'paused' ? 'Resume' : 'Start'}
          shortcut="Space"
          onClick={() => dispatch({ type: 'toggle' })}
        >
          {running ? (
            <Pause className="size-6" aria-hidden="true" />
          ) : (
            <Play className="size-6" aria-hidden="true" />
          )}
          <span aria-hidden="true">
            {running ? 'Pause' : status === 'paused' ? 'Resume' : 'Start'}
          </span>
        </ControlButton>
        <ControlButton
          label="Add a minute"
          shortcut="ArrowUp"
          onClick={() => dispatch({ type: 'addMinute', direction: 1 })}
        >
          <Plus className="size-5" aria-hidden="true" />
        </ControlButton>
        <ControlButton
          label="Next level"
          shortcut="ArrowRight"
          onClick={() => dispatch({ type: 'next' })}
        >
          <ChevronRight className="size-6" aria-hidden="true" />
        </ControlButton>
        <span className="mx-1 hidden h-8 w-px bg-white/15 sm:block" aria-hidden="true" />
        <ControlButton label="Reset clock" onClick={() => setConfirmReset(true)}>
          <RotateCcw className="size-5" aria-hidden="true" />
        </ControlButton>
        <ControlButton label="Sound" pressed={!muted} onClick={() => setMuted((value) => !value)}>
          {muted ? (
            <VolumeX className="size-5" aria-hidden="true" />
          ) : (
            <Volume2 className="size-5" aria-hidden="true" />
          )}
        </ControlButton>
        <ControlButton
          label={fullscreen ? 'Exit full screen' : 'Full screen'}
          shortcut="F"
          onClick={toggleFullscreen}
        >
          {fullscreen ? (
            <Minimize className="size-5" aria-hidden="true" />
          ) : (
            <Maximize className="size-5" aria-hidden="true" />
          )}
        </ControlButton>
      </div>
      <p className="mt-3 hidden shrink-0 text-center text-xs text-fog md:block [@media(max-height:40rem)]:hidden">
        Space start/pause · ← → level · ↑ ↓ one minute · F full screen
      </p>

      <ConfirmDialog
        open={confirmReset}
        title="Reset the clock?"
        description="The clock goes back to the start of the first level and stops."
        confirmLabel="Reset"
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          dispatch({ type: 'reset' });
          setConfirmReset(false);
        }}
      />
    </section>
  );
}
