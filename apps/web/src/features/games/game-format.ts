import type { Game, GameStatus } from '@felt/contract';

export const STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: 'Scheduled',
  running: 'Running',
  finished: 'Finished',
  recorded: 'Recorded',
  cancelled: 'Cancelled',
};

/** "6/10 seats taken", or "6 registered" without a limit. */
export function seatsText(game: Pick<Game, 'registered_count' | 'max_players'>): string {
  return game.max_players === null
    ? `${game.registered_count} registered`
    : `${game.registered_count}/${game.max_players} seats taken`;
}

/** "2 on the waitlist", or null when nobody waits. */
export function waitlistText(count: number): string | null {
  return count === 0 ? null : `${count} on the waitlist`;
}

/** Whether the game still takes RSVPs (the server's rule: only a scheduled game does). */
export function isOpen(game: Pick<Game, 'status'>): boolean {
  return game.status === 'scheduled';
}
