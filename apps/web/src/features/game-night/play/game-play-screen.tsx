import type { GameState } from '@felt/domain';
import { Armchair, Flag, Play, Undo2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CommandRefusal } from '../live/command-refusal';
import { useWakeLock, type AudioCues, type ClockSounds } from '../../blind-clock';
import { PlayBoard } from './play-board';
import { viewerEntry } from './play-facts';
import type { PendingPlayCommand, PlayCommand, PlayPayoutRules, PlayView } from './play-types';
import { PlayersPanel } from './players-panel';
import { SeatAnnouncementOverlay } from './seat-announcement';
import { UndoList } from './undo-list';
import { useClockCues } from './use-clock-cues';
import { useSeatAnnouncements } from './use-seat-announcements';
import { YourSeat } from './your-seat';

export interface GamePlayScreenProps {
  title: string;
  /** The folded state (for the seat announcements) and its view at the screen's now. */
  state: GameState | null;
  view: PlayView;
  /** Owners and managers run the night; members and Demo watch. */
  canDirect: boolean;
  /** The signed-in member's slug in the game's club, for "your seat". */
  viewerMemberSlug: string | null;
  pending: readonly PendingPlayCommand[];
  onCommand: (command: PlayCommand) => void;
  /** The server's reason for a refused command. */
  refusal: { id: string; detail: string } | null;
  onDismissRefusal: () => void;
  sounds: ClockSounds;
  payout: PlayPayoutRules | null;
  audio: AudioCues;
  /** The connection's banner (offline, actions waiting), above everything. */
  banner?: ReactNode;
  /** The night's seating page, offered to a director when the tables need balancing. */
  seatingHref?: string;
}

/**
 * `/app/game/{gameSlug}/play`'s screen, for every screen of the night: on a TV the clock and the
 * figures fill the window (and announce seat moves and table breaks); on a phone the clock is a
 * card above the viewer's seat, and a director's controls, players and actions follow.
 */
export function GamePlayScreen({
  title,
  state,
  view,
  canDirect,
  viewerMemberSlug,
  pending,
  onCommand,
  refusal,
  onDismissRefusal,
  sounds,
  payout,
  audio,
  banner,
  seatingHref,
}: GamePlayScreenProps) {
  const [muted, setMuted] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const playing = view.status === 'running';
  useWakeLock(playing);
  useClockCues(playing ? view.clock : null, sounds, audio, muted);
  const { announcement, dismiss } = useSeatAnnouncements(state);

  // Browsers play sound only after a gesture on the page: the first tap or key unlocks it.
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    const unlock = () => {
      audio.unlock();
      setHeard(true);
    };
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [audio]);

  const mine = viewerEntry(view, viewerMemberSlug);
  const settings = state?.settings ?? null;
  const lastIn =
    playing && view.players_left === 1
      ? view.entries.find((entry) => entry.status === 'seated' || entry.status === 'checked_in')
      : undefined;
  const pendingIds = new Set(pending.map((command) => command.id));
  const lastAction = view.undo.find((command) => !pendingIds.has(command.id));
  const winner =
    view.status === 'finished' ? view.entries.find((entry) => entry.place === 1) : undefined;

  const start = canDirect ? (
    <>
      <p className="max-w-md text-lg text-mist">
        The game has not started. Starting copies the blind structure and the registered players;
        the clock waits for Start the clock.
      </p>
      <Button
        size="lg"
        onClick={() => {
          audio.unlock();
          onCommand({ type: 'start', hold_clock: true });
        }}
      >
        <Play className="size-5" aria-hidden="true" />
        Start the game
      </Button>
    </>
  ) : (
    <p className="max-w-md text-lg text-mist">
      The game has not started yet. The clock shows here as soon as the director starts it.
    </p>
  );

  return (
    <div className="pb-16">
      {banner}
      <div className="px-3 pt-3 lg:px-0 lg:pt-0">
        <PlayBoard
          title={title}
          view={view}
          payout={payout}
          canDirect={canDirect}
          onCommand={onCommand}
          muted={muted}
          soundHint={playing && !muted && !heard}
          onToggleMuted={() => setMuted((value) => !value)}
          onGesture={() => audio.unlock()}
          alertSeconds={sounds.alert_seconds}
          start={start}
        />
      </div>

      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-5 sm:px-6 lg:px-8 lg:pt-8">
        {mine ? <YourSeat entry={mine} /> : null}
        {canDirect && lastAction ? (
          // The latest action with its Undo at hand: the full list is below the players.
          <div className="flex items-center justify-between gap-3 rounded-xl border border-white/[0.08] bg-ink-900/60 px-3 py-2 lg:hidden">
            <p className="min-w-0 text-sm break-words text-mist">
              <span className="font-semibold text-felt-200">Last: </span>
              {lastAction.label}
            </p>
            <Button
              size="sm"
              variant="ghost"
              className="shrink-0"
              aria-label={`Undo the last action: ${lastAction.label}`}
              onClick={() => onCommand({ type: 'undo', command_id: lastAction.id })}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              Undo
            </Button>
          </div>
        ) : null}
        {winner ? (
          <Alert tone="success" title="The game is finished">
            {view.deal ? 'It ended with a deal among the players left.' : `${winner.name} wins.`}
          </Alert>
        ) : null}
        {canDirect && playing && view.balance_needed && seatingHref ? (
          <Alert
            tone="info"
            title="The tables need balancing"
            actions={
              <ButtonLink to={seatingHref} size="sm">
                <Armchair className="size-4" aria-hidden="true" />
                Open seating
              </ButtonLink>
            }
          >
            A table is short: move a player or break a table on the seating page.
          </Alert>
        ) : null}
        {canDirect && lastIn ? (
          <Alert
            tone="info"
            title={`${lastIn.name} is the last player in`}
            actions={
              <Button size="sm" onClick={() => setConfirmFinish(true)}>
                <Flag className="size-4" aria-hidden="true" />
                Finish the game
              </Button>
            }
          >
            Finish the game to stop the clock and set the places.
          </Alert>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <PlayersPanel
            view={view}
            settings={settings}
            canDirect={canDirect}
            mine={mine?.id ?? null}
            onCommand={onCommand}
          />
          {canDirect || view.undo.length > 0 ? (
            <UndoList view={view} pending={pending} canDirect={canDirect} onCommand={onCommand} />
          ) : null}
        </div>
      </div>

      <CommandRefusal refusal={refusal} onDismiss={onDismissRefusal} />

      <ConfirmDialog
        open={confirmFinish}
        tone="primary"
        title="Finish the game?"
        description={
          lastIn ? `${lastIn.name} wins; the clock stops. Undo takes it back.` : undefined
        }
        confirmLabel="Finish the game"
        onCancel={() => setConfirmFinish(false)}
        onConfirm={() => {
          setConfirmFinish(false);
          onCommand({ type: 'finish' });
        }}
      />
      <SeatAnnouncementOverlay announcement={announcement} onDismiss={dismiss} />
    </div>
  );
}
