import { MAX_REMAINING_SECONDS } from '@felt/domain';
import {
  ChevronLeft,
  ChevronRight,
  Maximize,
  Minimize,
  Pause,
  Play,
  Plus,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { blindsText, formatChips, formatClockTime, levelName } from '../../blind-clock';
import { formatCents } from '../../settings';
import { averageInBigBlinds, paidPlaces, paidPlacesText } from './play-facts';
import type { PlayCommand, PlayPayoutRules, PlayView } from './play-types';

const TYPING_TARGETS =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';

function RoundButton({
  label,
  onClick,
  children,
  disabled = false,
  pressed,
  emphasis = false,
  text,
  shortcut,
}: {
  label: string;
  /** The key that does the same (aria-keyshortcuts). */
  shortcut?: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  pressed?: boolean;
  emphasis?: boolean;
  /** A visible word beside the icon (the main button). */
  text?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={text ? undefined : label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={label}
      className={
        emphasis
          ? 'inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-gold-400 px-5 text-base font-semibold text-ink-950 transition-colors not-disabled:hover:bg-gold-300 focus-visible:outline-offset-2 disabled:bg-white/[0.08] disabled:text-mist lg:h-14 lg:px-7 lg:text-lg'
          : 'inline-flex size-12 items-center justify-center rounded-full border border-white/15 bg-white/[0.05] text-chalk transition-colors not-disabled:hover:border-white/30 not-disabled:hover:bg-white/[0.1] focus-visible:outline-offset-2 disabled:opacity-40 lg:size-14'
      }
    >
      {children}
      {text ? <span>{text}</span> : null}
    </button>
  );
}

function statusText(view: PlayView): string {
  if (view.status === 'scheduled') return 'Not started';
  if (view.status === 'finished') return 'Finished';
  switch (view.clock.status) {
    case 'running':
      return 'Running';
    case 'paused':
      return 'Paused';
    case 'finished':
      return 'Last level over';
    default:
      return 'Clock not started';
  }
}

function Stat({
  term,
  children,
  wide = false,
  small = false,
}: {
  term: string;
  children: ReactNode;
  wide?: boolean;
  small?: boolean;
}) {
  return (
    <div
      className={`min-w-0 rounded-2xl bg-black/25 px-3 py-2 lg:flex lg:flex-col lg:justify-center lg:px-[3cqw] lg:py-[1.2cqh] ${wide ? 'col-span-2 lg:col-span-1' : ''}`}
    >
      <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-felt-200 uppercase lg:text-[min(2.6cqw,2.4cqh)]">
        {term}
      </dt>
      <dd
        className={`leading-snug font-semibold text-chalk tabular-nums ${small ? 'text-sm lg:text-[min(4.2cqw,3.6cqh)]' : 'text-lg lg:text-[min(6.5cqw,5.4cqh)]'}`}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The clock and the night's figures: on a wide screen (a TV across the room) the whole window
 * under the top bar, or the whole screen in full screen, with the time left as large as the
 * space allows (container query units); on a phone a compact card. A director gets the clock's
 * controls under it.
 */
export function PlayBoard({
  title,
  view,
  payout,
  canDirect,
  onCommand,
  muted,
  soundHint = false,
  onToggleMuted,
  onGesture,
  alertSeconds,
  start,
}: {
  title: string;
  view: PlayView;
  payout: PlayPayoutRules | null;
  canDirect: boolean;
  onCommand: (command: PlayCommand) => void;
  muted: boolean;
  /** Says that a tap is needed before the browser lets the clock sound. */
  soundHint?: boolean;
  onToggleMuted: () => void;
  /** A click on the board: browsers let sound play only after one. */
  onGesture: () => void;
  /** The time left turns red from here on (the schedule's alert). */
  alertSeconds: number;
  /** Shown instead of the clock before the start (the Start button or a word to members). */
  start: ReactNode;
}) {
  const screenRef = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = useCallback(() => {
    onGesture();
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else {
      void screenRef.current?.requestFullscreen?.().catch(() => undefined);
    }
  }, [onGesture]);

  const { clock } = view;
  const level = clock.level;
  const time = formatClockTime(clock.remaining_ms);
  const levelMs = level ? level.time_minutes * 60_000 : 0;
  const progress =
    levelMs > 0 ? Math.min(100, Math.max(0, ((levelMs - clock.remaining_ms) / levelMs) * 100)) : 0;
  const clockRunning = view.status === 'running' && clock.status === 'running';
  const places = paidPlaces(view, payout);
  const average = averageInBigBlinds(view);
  const playing = view.status === 'running';

  const addMinute = () => {
    const seconds = Math.min(MAX_REMAINING_SECONDS, Math.ceil(clock.remaining_ms / 1000) + 60);
    onCommand({ type: 'set_remaining', seconds });
  };
  const toggleClock = () => {
    onGesture();
    onCommand({ type: clockRunning ? 'pause' : 'resume' });
  };

  // The blind clock's keys: F for everyone; space, arrows and up for a director.
  const keys = useRef<Record<string, () => void>>({});
  const directing = canDirect && playing && level !== null && clock.status !== 'finished';
  useEffect(() => {
    keys.current = {
      f: toggleFullscreen,
      F: toggleFullscreen,
      ...(directing
        ? {
            ' ': toggleClock,
            ArrowUp: addMinute,
            ...(clock.next_level ? { ArrowRight: () => onCommand({ type: 'next_level' }) } : {}),
            ...(clock.level_index > 0
              ? { ArrowLeft: () => onCommand({ type: 'previous_level' }) }
              : {}),
          }
        : {}),
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      // A held key would send a command per repeat.
      if (event.repeat) return;
      const target = event.target as Element | null;
      if (target?.closest?.(TYPING_TARGETS)) return;
      // A focused button already answers Space with its own click.
      if (event.key === ' ' && target?.closest?.('button, a')) return;
      const action = keys.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={screenRef}
      aria-label="Game clock"
      className="relative flex flex-col overflow-hidden rounded-2xl bg-[radial-gradient(ellipse_at_50%_0%,var(--color-felt-800)_0%,var(--color-felt-950)_60%,var(--color-ink-950)_100%)] px-4 pt-3 pb-4 text-chalk lg:h-[calc(100dvh-4rem-1px)] lg:min-h-[36rem] lg:rounded-none lg:px-8 lg:pt-4 lg:pb-5 [&:fullscreen]:h-dvh [&:fullscreen]:rounded-none"
    >
      <header className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-base font-semibold text-felt-200 lg:text-xl">{title}</h1>
          <p className="text-xs font-semibold tracking-[0.18em] text-fog uppercase lg:text-sm">
            <span className="sr-only">Status: </span>
            {statusText(view)}
          </p>
          {soundHint ? (
            <p className="text-xs text-gold-300 lg:text-sm">Tap anywhere to let the clock sound</p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <RoundButton
            label="Sound"
            pressed={!muted}
            onClick={() => {
              onGesture();
              onToggleMuted();
            }}
          >
            {muted ? (
              <VolumeX className="size-5" aria-hidden="true" />
            ) : (
              <Volume2 className="size-5" aria-hidden="true" />
            )}
          </RoundButton>
          <RoundButton
            label={fullscreen ? 'Exit full screen' : 'Full screen'}
            shortcut="F"
            onClick={toggleFullscreen}
          >
            {fullscreen ? (
              <Minimize className="size-5" aria-hidden="true" />
            ) : (
              <Maximize className="size-5" aria-hidden="true" />
            )}
          </RoundButton>
        </div>
      </header>

      {view.status === 'scheduled' || !level ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 py-10 text-center">
          {start}
        </div>
      ) : (
        <div className="mt-2 lg:mt-3 lg:grid lg:min-h-0 lg:flex-1 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-8">
          <div className="lg:min-h-0 lg:[container-type:size]">
            <div className="flex flex-col items-center text-center lg:h-full lg:justify-center">
              <p
                aria-live="polite"
                className={`text-xl leading-tight font-bold tracking-tight lg:text-[min(6cqw,8cqh)] ${level.is_break ? 'text-gold-300' : 'text-chalk'}`}
              >
                {levelName(level)}
              </p>
              <p
                role="timer"
                aria-label={`Time remaining ${time}`}
                className={`font-mono leading-none font-semibold tracking-tight whitespace-nowrap tabular-nums ${
                  clockRunning && clock.remaining_ms <= alertSeconds * 1000
                    ? 'text-suit-red'
                    : 'text-chalk'
                } ${
                  // A monospaced digit is 0.6em wide: "1:02:05" needs a smaller size than "20:00".
                  time.length > 5
                    ? 'text-6xl lg:text-[min(21cqw,42cqh)]'
                    : 'text-7xl lg:text-[min(30cqw,42cqh)]'
                }`}
              >
                {time}
              </p>
              {level.is_break ? (
                <p className="mt-1 text-xl font-semibold text-gold-300 lg:text-[min(5cqw,7cqh)]">
                  Take a break
                </p>
              ) : (
                <p className="mt-1 text-3xl leading-tight font-bold whitespace-nowrap text-gold-300 tabular-nums lg:text-[min(8cqw,11cqh)]">
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
                className="mt-3 h-1.5 w-full max-w-xl shrink-0 overflow-hidden rounded-full bg-white/10 lg:mt-[2.5cqh] lg:h-[1.2cqh] lg:max-w-[80cqw]"
              >
                <div
                  className="h-full rounded-full bg-gold-400"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="mt-2 text-sm font-semibold text-mist tabular-nums lg:mt-[2cqh] lg:text-[min(3.4cqw,4.6cqh)]">
                <span className="text-felt-200">Next: </span>
                {clock.next_level ? (
                  clock.next_level.is_break ? (
                    <span className="whitespace-nowrap">
                      Break · {clock.next_level.time_minutes} min
                    </span>
                  ) : (
                    <>
                      <span className="whitespace-nowrap">{blindsText(clock.next_level)}</span>
                      {clock.next_level.ante_value > 0 ? (
                        <span className="whitespace-nowrap">
                          {' '}
                          · ante {formatChips(clock.next_level.ante_value)}
                        </span>
                      ) : null}
                    </>
                  )
                ) : (
                  'Last level'
                )}
              </p>
            </div>
          </div>

          <div className="mt-3 lg:mt-0 lg:min-h-0 lg:[container-type:size]">
            <dl className="grid grid-cols-2 gap-2 lg:flex lg:h-full lg:flex-col lg:justify-between lg:gap-[1.5cqh] lg:[&>div]:flex-1">
              <Stat term="Players">
                {view.players_left} of {view.players_total}
              </Stat>
              <Stat term="Average stack">
                {view.players_left > 0 ? (
                  <>
                    <span className="whitespace-nowrap">{formatChips(view.average_stack)}</span>
                    {average ? (
                      <span className="text-[0.75em] whitespace-nowrap text-felt-200">
                        {' '}
                        · {average}
                      </span>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </Stat>
              <Stat term="Prize pool">{formatCents(view.prize_pool_cents)}</Stat>
              <Stat term="Next break">
                {clock.ms_to_next_break === null ? (
                  'No more breaks'
                ) : (
                  <span className="whitespace-nowrap">
                    in {formatClockTime(clock.ms_to_next_break)}
                  </span>
                )}
              </Stat>
              <Stat term="Late registration" wide>
                {view.late_registration_open
                  ? `Open to level ${view.late_registration_until_level}`
                  : 'Closed'}
              </Stat>
              <Stat term="Paid places" wide small={places !== null && places.length > 3}>
                {places ? (
                  <span className="flex flex-wrap gap-x-[0.6em]">
                    {paidPlacesText(places, formatCents).map((text) => (
                      <span key={text} className="whitespace-nowrap">
                        {text}
                      </span>
                    ))}
                  </span>
                ) : (
                  'When players buy in'
                )}
              </Stat>
            </dl>
          </div>
        </div>
      )}

      {canDirect && playing ? (
        <div
          role="toolbar"
          aria-label="Clock controls"
          className="mt-3 flex shrink-0 flex-wrap items-center justify-center gap-2 lg:mt-4 lg:gap-3"
        >
          <RoundButton
            label="Previous level"
            shortcut="ArrowLeft"
            disabled={clock.level_index <= 0}
            onClick={() => onCommand({ type: 'previous_level' })}
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </RoundButton>
          <RoundButton
            emphasis
            shortcut="Space"
            label={
              clockRunning ? 'Pause' : clock.status === 'paused' ? 'Resume' : 'Start the clock'
            }
            text={clockRunning ? 'Pause' : clock.status === 'paused' ? 'Resume' : 'Start the clock'}
            disabled={clock.status === 'finished'}
            onClick={toggleClock}
          >
            {clockRunning ? (
              <Pause className="size-5" aria-hidden="true" />
            ) : (
              <Play className="size-5" aria-hidden="true" />
            )}
          </RoundButton>
          <RoundButton
            label="Add a minute"
            shortcut="ArrowUp"
            disabled={clock.status === 'finished'}
            onClick={addMinute}
          >
            <Plus className="size-5" aria-hidden="true" />
          </RoundButton>
          <RoundButton
            label="Next level"
            shortcut="ArrowRight"
            disabled={clock.next_level === null}
            onClick={() => onCommand({ type: 'next_level' })}
          >
            <ChevronRight className="size-6" aria-hidden="true" />
          </RoundButton>
        </div>
      ) : null}
    </section>
  );
}
