import type { GameCommandRequest } from '@felt/contract';
import type { GameEntryView, GameStateView } from '@felt/domain';

/*
 * What the seating screen reads from the view: who sits where, by name, and the words it
 * uses for a seat. Pure, so the tables, the picker, the previews and the printed list say the
 * same thing.
 */

/** A command as the screen hands it over: the live layer gives it its id. */
export type SeatingCommand = GameCommandRequest extends infer T
  ? T extends unknown
    ? Omit<T, 'id'>
    : never
  : never;

export interface SeatPlace {
  table: number;
  /** 1-based, as announced at the table. */
  seat: number;
}

export const seatLabel = ({ table, seat }: SeatPlace) => `table ${table}, seat ${seat}`;

/** The entries by id, for the names on the seats. */
export function entriesById(view: Pick<GameStateView, 'entries'>): Map<string, GameEntryView> {
  return new Map(view.entries.map((entry) => [entry.id, entry]));
}

/** A re-entry is named as the undo list names it, so two entries of one player differ. */
export function entryName(entry: GameEntryView | undefined, id: string): string {
  if (!entry) return `Entry ${id}`;
  return entry.reentry_of === null ? entry.name : `${entry.name} (re-entry)`;
}

/** The seats of a table, at least `seatsPerTable` of them (a short list has empty last seats). */
export function seatsOf(
  table: { seats: readonly (string | null)[] },
  seatsPerTable: number,
): (string | null)[] {
  return Array.from(
    { length: Math.max(table.seats.length, seatsPerTable) },
    (_, index) => table.seats[index] ?? null,
  );
}

/**
 * The viewer's entry still in the game: the latest of their member slug (a re-entry comes after
 * the entry it replaced), or null.
 */
export function viewerEntry(
  view: Pick<GameStateView, 'entries'>,
  memberSlug: string | null,
): GameEntryView | null {
  if (memberSlug === null) return null;
  const mine = view.entries.filter(
    (entry) =>
      entry.member_slug === memberSlug &&
      (entry.status === 'seated' || entry.status === 'checked_in'),
  );
  return mine.at(-1) ?? null;
}

/**
 * Where seat `index` of `count` sits around an oval, in percent of the table's box: clockwise
 * from the dealer's place at the bottom middle, seat 1 on the dealer's left, as dealers count.
 */
export function seatPosition(index: number, count: number): { left: number; top: number } {
  const angle = Math.PI / 2 + ((index + 0.5) * 2 * Math.PI) / count;
  return {
    left: 50 + 42 * Math.cos(angle),
    top: 50 + 39 * Math.sin(angle),
  };
}

/** A 32-bit seed for a draw the screen shows before the server applies it. */
export function drawSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 0x1_0000_0000) >>> 0;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
