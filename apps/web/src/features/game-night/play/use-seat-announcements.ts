import { gameSeatChanges, type GameSeatChanges, type GameState } from '@felt/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an announcement stays on screen before it goes by itself. */
export const ANNOUNCEMENT_MS = 15_000;

export interface SeatAnnouncement {
  key: number;
  changes: GameSeatChanges;
}

/**
 * The seat moves and table breaks between the successive states a screen receives (the TV's
 * announcements), each shown for ANNOUNCEMENT_MS. The first state (the page opening) announces
 * nothing; busts are not moves.
 */
export function useSeatAnnouncements(state: GameState | null): {
  announcement: SeatAnnouncement | null;
  dismiss: () => void;
} {
  const previous = useRef<GameState | null>(null);
  const counter = useRef(0);
  const [announcement, setAnnouncement] = useState<SeatAnnouncement | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (!before || !state || before === state) return;
    const changes = gameSeatChanges(before, state);
    if (
      changes.moves.length === 0 &&
      changes.broken_tables.length === 0 &&
      changes.new_tables.length === 0
    ) {
      return;
    }
    counter.current += 1;
    setAnnouncement({ key: counter.current, changes });
  }, [state]);

  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(() => setAnnouncement(null), ANNOUNCEMENT_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  const dismiss = useCallback(() => setAnnouncement(null), []);
  return { announcement, dismiss };
}
