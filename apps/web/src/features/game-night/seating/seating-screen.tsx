import {
  applyGameCommand,
  gameSeatChanges,
  previewGameBalance,
  type GameEntryView,
  type GameState,
  type GameStateView,
} from '@felt/domain';
import { Armchair, Play, Printer, Scale, Shuffle, UserCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CommandRefusal } from '../live/command-refusal';
import { LateArrival, type MemberSearch } from './late-arrival';
import { MoveSeatDialog } from './move-seat-dialog';
import { SeatListPrint } from './seat-list-print';
import { SeatMovesDialog, type SeatMovesPreview } from './seat-moves-dialog';
import {
  drawSeed,
  entriesById,
  entryName,
  plural,
  seatsOf,
  viewerEntry,
  type SeatPlace,
  type SeatingCommand,
} from './seating-model';
import { SeatingTable } from './seating-table';

export interface SeatingScreenProps {
  title: string;
  /** The folded state: the previews of a balance or a break are drawn on it. */
  state: GameState;
  /** The state as shown now. */
  view: GameStateView;
  /** Owners and managers seat the players; members and Demo look. */
  canDirect: boolean;
  /** The signed-in member's slug in the game's club, for "your seat". */
  viewerMemberSlug: string | null;
  onCommand: (command: SeatingCommand) => void;
  /** The server's reason for a refused command. */
  refusal: { id: string; detail: string } | null;
  onDismissRefusal: () => void;
  /** The connection's banner (offline, actions waiting), above everything. */
  banner?: ReactNode;
  /** Links back to the game and to the clock. */
  navigation?: ReactNode;
  /** The club's members found by the late arrival's name (null: guests only). */
  memberSearch?: MemberSearch | null;
  /** The seeds of the previews (tests pass their own). */
  random?: () => number;
  /** When the seat list is printed, as the viewer reads it. */
  printedAt?: string;
}

type Dialog =
  | { kind: 'move'; entryId: string }
  | { kind: 'balance'; seed: number }
  | { kind: 'break'; table: number; seed: number }
  | { kind: 'redraw' }
  | null;

/**
 * `/app/game/{gameSlug}/seating`'s screen (issue 13): the tables as ovals with their numbered
 * seats and names; for a director, check-in, the seat draw, a balance and a table break shown
 * move by move before they are applied, and moving a player by drag and drop or by the
 * picker; for everyone, a printable seat list. A member sees it all read-only with their own
 * seat highlighted.
 */
export function SeatingScreen({
  title,
  state,
  view,
  canDirect: mayDirect,
  viewerMemberSlug,
  onCommand,
  refusal,
  onDismissRefusal,
  banner,
  navigation,
  memberSearch = null,
  random = Math.random,
  printedAt = new Date().toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
}: SeatingScreenProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const running = view.status === 'running';
  const canDirect = mayDirect && running;
  const entries = useMemo(() => entriesById(view), [view]);
  const seatsPerTable = state.settings?.seats_per_table ?? 0;
  const mine = viewerEntry(view, viewerMemberSlug);
  const registered = view.entries.filter((entry) => entry.status === 'registered');
  const waiting = view.entries.filter((entry) => entry.status === 'checked_in');
  const seatedCount = view.entries.filter((entry) => entry.status === 'seated').length;
  const drawn = view.tables.length > 0;
  const anyBust = state.bust_order.length > 0;
  const freeSeats = (exceptTable: number) =>
    view.tables
      .filter((table) => table.table !== exceptTable)
      .reduce(
        (sum, table) => sum + seatsOf(table, seatsPerTable).filter((id) => id === null).length,
        0,
      );

  const move = (entryId: string, to: SeatPlace) => {
    const entry = entries.get(entryId);
    if (entry && entry.table === to.table && entry.seat === to.seat) return;
    onCommand({ type: 'move_seat', entry_id: entryId, table: to.table, seat: to.seat });
  };

  const preview = useMemo((): SeatMovesPreview | null => {
    if (dialog?.kind === 'balance') {
      const result = previewGameBalance(state, { id: 'seating-preview', seed: dialog.seed });
      if (!result.ok) return result;
      return {
        ok: true,
        brokenTables: result.result.brokenTables,
        moves: result.result.moves.map((m) => ({
          entryId: m.player,
          name: entryName(entries.get(m.player), m.player),
          from: { table: m.fromTable, seat: m.fromSeat },
          to: { table: m.toTable, seat: m.toSeat },
        })),
      };
    }
    if (dialog?.kind === 'break') {
      const result = applyGameCommand(state, {
        id: 'seating-preview',
        at: state.last_at ?? 0,
        seed: dialog.seed,
        type: 'break_table',
        table: dialog.table,
      });
      if (!result.ok) return { ok: false, reason: result.reason };
      const changes = gameSeatChanges(state, result.state);
      return {
        ok: true,
        brokenTables: changes.broken_tables,
        moves: changes.moves.map((change) => ({
          entryId: change.entry_id,
          name: change.name,
          from: change.from,
          to: change.to,
        })),
      };
    }
    return null;
  }, [dialog, state, entries]);

  const close = () => setDialog(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const [, setFollowFocus] = useFollowFocus(screenRef);
  const moving = dialog?.kind === 'move' ? (entries.get(dialog.entryId) ?? null) : null;

  const summary = drawn
    ? `${plural(seatedCount, 'player')} at ${plural(view.tables.length, 'table')} · ${plural(seatsPerTable, 'seat')} a table`
    : running
      ? `${plural(waiting.length + seatedCount, 'player')} checked in · ${registered.length} to check in`
      : null;

  return (
    <div className="pb-16" ref={screenRef}>
      {banner}
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-8 lg:px-8">
        {navigation}
        <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-felt-200">Seating</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight break-words text-chalk sm:text-4xl">
              {title}
            </h1>
            {summary ? <p className="mt-2 text-sm text-mist">{summary}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {canDirect && !anyBust ? (
              <Button
                variant={drawn ? 'secondary' : 'primary'}
                disabled={waiting.length + seatedCount === 0}
                onClick={() =>
                  drawn
                    ? setDialog({ kind: 'redraw' })
                    : onCommand({ type: 'draw_seats', seed: drawSeed(random) })
                }
              >
                <Shuffle className="size-4" aria-hidden="true" />
                {drawn ? 'Redraw seats' : 'Draw seats'}
              </Button>
            ) : null}
            {canDirect && drawn ? (
              <Button
                variant={view.balance_needed ? 'primary' : 'secondary'}
                onClick={() => setDialog({ kind: 'balance', seed: drawSeed(random) })}
              >
                <Scale className="size-4" aria-hidden="true" />
                Balance now
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => window.print()} disabled={!drawn}>
              <Printer className="size-4" aria-hidden="true" />
              Print seat list
            </Button>
          </div>
        </div>

        <div className="mt-6 space-y-4">
          {mine ? (
            <Alert tone="success" title="Your seat">
              {mine.table !== null && mine.seat !== null
                ? `Table ${mine.table}, seat ${mine.seat}.`
                : 'You are checked in: your seat shows here once seats are drawn.'}
            </Alert>
          ) : null}
          {view.status === 'scheduled' ? (
            mayDirect ? (
              <Alert
                tone="info"
                title="The game has not started"
                actions={
                  <Button size="sm" onClick={() => onCommand({ type: 'start', hold_clock: true })}>
                    <Play className="size-4" aria-hidden="true" />
                    Start the game
                  </Button>
                }
              >
                Starting copies the blind structure and the registered players, so they can be
                checked in and seated; the clock waits until it is started on the play screen.
              </Alert>
            ) : (
              <Alert tone="info" title="The game has not started yet">
                The tables show here once the director starts the game and draws the seats.
              </Alert>
            )
          ) : null}
          {view.status === 'finished' ? (
            <Alert tone="info" title="The game is finished">
              The last seats are shown as they were.
            </Alert>
          ) : null}
          {canDirect && view.balance_needed ? (
            <Alert tone="info" title="The tables are uneven">
              Balance now shows who moves before anyone stands up.
            </Alert>
          ) : null}
        </div>

        {canDirect && registered.length > 0 ? (
          <CheckInPanel
            registered={registered}
            open={view.late_registration_open}
            untilLevel={view.late_registration_until_level}
            onCheckIn={(entry) => onCommand({ type: 'check_in', entry_id: entry.id })}
          />
        ) : null}

        {waiting.length > 0 ? (
          <section aria-labelledby="seating-waiting" className="mt-8">
            <h2 id="seating-waiting" className="text-lg font-semibold text-chalk">
              Waiting for a seat
            </h2>
            <p className="mt-1 text-sm text-mist">Checked in; the draw seats them.</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {waiting.map((entry) => (
                <li
                  key={entry.id}
                  className={`rounded-full border px-3 py-1 text-sm ${
                    entry.id === mine?.id
                      ? 'border-gold-400 bg-gold-400/10 text-gold-200'
                      : 'border-white/15 text-chalk'
                  }`}
                >
                  {entryName(entry, entry.id)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {drawn ? (
          <div className="mt-8 grid gap-5 lg:grid-cols-2">
            {view.tables.map((table) => (
              <SeatingTable
                key={table.table}
                table={table}
                seatsPerTable={seatsPerTable}
                entries={entries}
                mine={mine?.id ?? null}
                canDirect={canDirect}
                canBreak={view.tables.length > 1}
                dragging={dragging}
                onDragStart={setDragging}
                onDragEnd={() => setDragging(null)}
                onDrop={(entryId, to) => {
                  move(entryId, to);
                  setDragging(null);
                }}
                onPick={(entryId) => setDialog({ kind: 'move', entryId })}
                onBreak={() =>
                  setDialog({ kind: 'break', table: table.table, seed: drawSeed(random) })
                }
              />
            ))}
          </div>
        ) : running ? (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-white/15 px-6 py-12 text-center">
            <Armchair className="size-9 text-gold-300" aria-hidden="true" />
            <p className="mt-3 font-semibold text-chalk">No seats drawn yet</p>
            <p className="mt-1 max-w-md text-sm text-mist">
              {canDirect
                ? 'Check the players in, then Draw seats puts them at random seats over the fewest tables.'
                : 'The tables show here once the director draws the seats.'}
            </p>
          </div>
        ) : null}
        {canDirect && drawn ? (
          <p className="mt-4 text-sm text-fog">
            Drag a player to another seat, or choose a player to pick the seat from a list.
          </p>
        ) : null}
        {canDirect && view.late_registration_open ? (
          <LateArrival
            untilLevel={view.late_registration_until_level}
            search={memberSearch}
            memberSlugsInGame={
              new Set(
                view.entries.flatMap((entry) => (entry.member_slug ? [entry.member_slug] : [])),
              )
            }
            onRegister={(who) => onCommand({ type: 'late_register', ...who })}
          />
        ) : null}
      </div>

      <CommandRefusal refusal={refusal} onDismiss={onDismissRefusal} />

      <MoveSeatDialog
        entry={moving}
        tables={view.tables}
        seatsPerTable={seatsPerTable}
        entries={entries}
        onClose={close}
        onMove={(to) => {
          if (moving) {
            move(moving.id, to);
            setFollowFocus(moving.id);
          }
          close();
        }}
      />
      <SeatMovesDialog
        open={dialog?.kind === 'balance'}
        title="Balance the tables"
        intro="The fewest moves that leave the tables within one player of each other, from the fuller tables to the short ones."
        preview={dialog?.kind === 'balance' ? preview : null}
        confirmLabel="Apply these moves"
        onRedraw={() => setDialog({ kind: 'balance', seed: drawSeed(random) })}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'balance') onCommand({ type: 'balance', seed: dialog.seed });
          close();
        }}
      />
      <SeatMovesDialog
        open={dialog?.kind === 'break'}
        title={dialog?.kind === 'break' ? `Break table ${dialog.table}` : 'Break a table'}
        intro={
          dialog?.kind === 'break'
            ? `Its players take random open seats at the other tables (${plural(freeSeats(dialog.table), 'open seat')}), the shortest tables first.`
            : undefined
        }
        preview={dialog?.kind === 'break' ? preview : null}
        confirmLabel={dialog?.kind === 'break' ? `Break table ${dialog.table}` : 'Break the table'}
        onRedraw={() =>
          setDialog((current) =>
            current?.kind === 'break' ? { ...current, seed: drawSeed(random) } : current,
          )
        }
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'break') {
            onCommand({ type: 'break_table', table: dialog.table, seed: dialog.seed });
          }
          close();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'redraw'}
        tone="primary"
        title="Redraw every seat?"
        description="Everyone checked in gets a new random seat. Undo on the play screen takes it back."
        confirmLabel="Redraw seats"
        onCancel={close}
        onConfirm={() => {
          close();
          onCommand({ type: 'draw_seats', seed: drawSeed(random) });
        }}
      />
      <SeatListPrint
        title={title}
        tables={view.tables}
        seatsPerTable={seatsPerTable}
        entries={entries}
        waiting={waiting}
        printedAt={printedAt}
      />
    </div>
  );
}

/**
 * After a move by the picker, focus follows the player to their new seat (the seat they left
 * is no longer a button), once the dialog has closed and handed focus back.
 */
function useFollowFocus(
  screen: RefObject<HTMLDivElement | null>,
): [string | null, (entryId: string | null) => void] {
  const [entryId, setEntryId] = useState<string | null>(null);
  useEffect(() => {
    if (entryId === null) return;
    let tries = 0;
    let steady = 0;
    // Headless UI hands focus back when its leave transition ends: focus is set, and set again
    // until it stays.
    const timer = setInterval(() => {
      tries += 1;
      const button = screen.current?.querySelector<HTMLElement>(
        `[data-entry="${CSS.escape(entryId)}"]`,
      );
      const dialogOpen = document.querySelector('[role="dialog"]') !== null;
      if (button && !dialogOpen) {
        if (document.activeElement === button) steady += 1;
        else {
          steady = 0;
          button.focus();
        }
      }
      if (steady >= 4 || tries > 40) {
        clearInterval(timer);
        setEntryId(null);
      }
    }, 50);
    return () => clearInterval(timer);
  }, [entryId, screen]);
  return [entryId, setEntryId];
}

function CheckInPanel({
  registered,
  open,
  untilLevel,
  onCheckIn,
}: {
  registered: readonly GameEntryView[];
  open: boolean;
  untilLevel: number;
  onCheckIn: (entry: GameEntryView) => void;
}) {
  return (
    <section aria-labelledby="seating-check-in" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="seating-check-in" className="text-lg font-semibold text-chalk">
            Check in
          </h2>
          <p className="mt-1 text-sm text-mist">
            {open
              ? `Registered, not here yet. After the draw a player checked in takes a random seat at the shortest table. Open through level ${untilLevel}.`
              : `Late registration closed after level ${untilLevel}: players not checked in can no longer buy in.`}
          </p>
        </div>
        {open && registered.length > 1 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => registered.forEach((entry) => onCheckIn(entry))}
          >
            <UserCheck className="size-4" aria-hidden="true" />
            Check in all {registered.length}
          </Button>
        ) : null}
      </div>
      <ul className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10 bg-ink-900/60">
        {registered.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
            <span className="min-w-0 break-words text-chalk">{entry.name}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={!open}
              onClick={() => onCheckIn(entry)}
              aria-label={`Check in ${entry.name}`}
            >
              Check in
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
