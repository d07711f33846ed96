import type { GameEntryView } from '@felt/domain';
import { Scissors } from 'lucide-react';
import { useId, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { entryName, plural, seatPosition, seatsOf, type SeatPlace } from './seating-model';

/** The dragged player's entry id travels as this type (the seat under the pointer reads it). */
const DRAG_TYPE = 'application/x-felt-entry';

export interface SeatingTableProps {
  table: { table: number; seats: readonly (string | null)[] };
  seatsPerTable: number;
  entries: ReadonlyMap<string, GameEntryView>;
  /** The viewer's entry id, highlighted wherever it sits. */
  mine: string | null;
  canDirect: boolean;
  /** True when another table can take this one's players (else Break table is not offered). */
  canBreak: boolean;
  /** The entry being dragged, from any table. */
  dragging: string | null;
  onDragStart: (entryId: string) => void;
  onDragEnd: () => void;
  /** A drop of the dragged player on a seat (free or not: the server names who sits there). */
  onDrop: (entryId: string, to: SeatPlace) => void;
  /** Opens the keyboard picker for the player in a seat. */
  onPick: (entryId: string) => void;
  onBreak: () => void;
}

/**
 * One table drawn as an oval with its numbered seats around it and the names on them. A
 * director drags a player to another seat (any table), or taps the player for the picker; a
 * member sees the seats read-only, their own highlighted.
 */
export function SeatingTable({
  table,
  seatsPerTable,
  entries,
  mine,
  canDirect,
  canBreak,
  dragging,
  onDragStart,
  onDragEnd,
  onDrop,
  onPick,
  onBreak,
}: SeatingTableProps) {
  const headingId = useId();
  const seats = seatsOf(table, seatsPerTable);
  const seated = seats.filter((seat) => seat !== null).length;

  const dropHandlers = (place: SeatPlace) =>
    canDirect
      ? {
          onDragOver: (event: DragEvent) => {
            const types = event.dataTransfer?.types ?? [];
            if (dragging === null && !types.includes(DRAG_TYPE)) return;
            event.preventDefault();
            if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const entryId = event.dataTransfer?.getData(DRAG_TYPE) || dragging;
            if (entryId) onDrop(entryId, place);
          },
        }
      : {};

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-white/10 bg-ink-900/70 p-4 sm:p-5"
      data-table={table.table}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-chalk">
            Table {table.table}
          </h2>
          <p className="text-sm text-mist">
            {plural(seated, 'player')} · {plural(seats.length, 'seat')}
          </p>
        </div>
        {canDirect && canBreak ? (
          <Button variant="secondary" size="sm" onClick={onBreak}>
            <Scissors className="size-4" aria-hidden="true" />
            Break table {table.table}
          </Button>
        ) : null}
      </div>

      <div className="relative mx-auto mt-3 aspect-[16/11] w-full max-w-[36rem]">
        <div
          aria-hidden="true"
          className="absolute inset-x-[15%] inset-y-[19%] grid place-items-center rounded-[50%] border-[6px] border-[#4a3420] bg-[radial-gradient(ellipse_at_50%_40%,var(--color-felt-600)_0%,var(--color-felt-800)_75%)] shadow-[inset_0_0_30px_rgb(0_0_0/0.45),0_12px_30px_-12px_rgb(0_0_0/0.8)]"
        >
          <span className="text-2xl font-bold tracking-wide text-felt-200/80 sm:text-3xl">
            {table.table}
          </span>
        </div>
        <ol aria-label={`Seats at table ${table.table}`} className="absolute inset-0">
          {seats.map((entryId, index) => {
            const place = { table: table.table, seat: index + 1 };
            const { left, top } = seatPosition(index, seats.length);
            return (
              <li
                key={index}
                className="absolute w-[19%] max-w-[6.5rem] -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${left}%`, top: `${top}%` }}
                data-seat={`${table.table}-${index + 1}`}
                {...dropHandlers(place)}
              >
                <Seat
                  place={place}
                  entryId={entryId}
                  entry={entryId === null ? undefined : entries.get(entryId)}
                  mine={entryId !== null && entryId === mine}
                  canDirect={canDirect}
                  dragged={entryId !== null && entryId === dragging}
                  dropTarget={dragging !== null && entryId !== dragging}
                  onDragStart={onDragStart}
                  onDragEnd={onDragEnd}
                  onPick={onPick}
                />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function Seat({
  place,
  entryId,
  entry,
  mine,
  canDirect,
  dragged,
  dropTarget,
  onDragStart,
  onDragEnd,
  onPick,
}: {
  place: SeatPlace;
  entryId: string | null;
  entry: GameEntryView | undefined;
  mine: boolean;
  canDirect: boolean;
  dragged: boolean;
  dropTarget: boolean;
  onDragStart: (entryId: string) => void;
  onDragEnd: () => void;
  onPick: (entryId: string) => void;
}) {
  const number = (
    <span
      className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold sm:size-8 sm:text-sm ${
        entryId === null
          ? 'border border-dashed border-white/25 text-fog'
          : mine
            ? 'bg-gold-400 text-ink-950'
            : 'bg-chalk text-ink-950'
      }`}
      aria-hidden="true"
    >
      {place.seat}
    </span>
  );
  const box = `flex w-full flex-col items-center gap-0.5 rounded-xl px-1 py-1 text-center ${
    dropTarget ? 'outline-2 outline-offset-1 outline-dashed outline-gold-300/60' : ''
  }`;

  if (entryId === null) {
    return (
      <div className={box}>
        {number}
        <span className="text-[0.7rem] leading-4 text-fog sm:text-xs">
          <span className="sr-only">Seat {place.seat}: </span>open
        </span>
      </div>
    );
  }

  const name = entryName(entry, entryId);
  const nameText = (
    <span
      className={`line-clamp-2 block w-full text-[0.7rem] leading-[0.9rem] font-medium break-words sm:text-xs ${
        mine ? 'text-gold-200' : 'text-chalk'
      }`}
    >
      {name}
    </span>
  );
  const you = mine ? (
    <span className="rounded-full bg-gold-400/15 px-1.5 text-[0.65rem] font-semibold text-gold-300">
      You
    </span>
  ) : null;

  if (!canDirect) {
    return (
      <div
        className={`${box} ${mine ? 'bg-gold-400/10 ring-2 ring-gold-400' : ''}`}
        aria-current={mine ? 'true' : undefined}
      >
        {number}
        <span className="sr-only">Seat {place.seat}: </span>
        {nameText}
        {you}
        {mine ? <span className="sr-only"> (your seat)</span> : null}
      </div>
    );
  }

  return (
    <button
      type="button"
      draggable
      onDragStart={(event) => {
        event.dataTransfer?.setData(DRAG_TYPE, entryId);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        // Chrome ends a drag whose source changes during dragstart: the highlight comes after.
        setTimeout(() => onDragStart(entryId), 0);
      }}
      onDragEnd={onDragEnd}
      onClick={() => onPick(entryId)}
      aria-label={`Seat ${place.seat}: ${name}. Move`}
      data-entry={entryId}
      title={`Move ${name}`}
      className={`${box} cursor-grab transition-colors hover:bg-white/[0.08] active:cursor-grabbing ${
        dragged ? 'opacity-40' : ''
      } ${mine ? 'bg-gold-400/10 ring-2 ring-gold-400' : ''}`}
    >
      {number}
      {nameText}
      {you}
    </button>
  );
}
