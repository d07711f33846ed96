import { useAuth } from '../../lib/auth/session-store';
import { useSelectedClub } from '../../lib/club/use-selected-club';
import { knownTimeZone } from './game-time';

/** The signed-in user's profile time zone, else the browser's (undefined). */
export function useViewerTimeZone(): string | undefined {
  const auth = useAuth();
  return knownTimeZone(auth.status === 'authenticated' ? auth.user.timezone : undefined);
}

/**
 * The zone a club's games are entered and shown in: the club's own (decision 0029), found
 * among the user's clubs by `clubSlug` (the selected club without one); the viewer's while the
 * clubs load.
 */
export function useClubTimeZone(clubSlug?: string): string | undefined {
  const { club, clubs } = useSelectedClub();
  const viewer = useViewerTimeZone();
  const found = clubSlug ? clubs.find((each) => each.slug === clubSlug) : club;
  return knownTimeZone(found?.timezone) ?? viewer;
}
