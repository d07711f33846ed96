import type { Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/session-store';
import { membersQueryOptions } from '../../members';

/**
 * The signed-in member's slug in the game's club: their entry's when they registered, else the
 * club's member list searched by their name (a late registration has no entry row), matched on
 * the user id.
 */
export function useViewerMemberSlug(game: Game | undefined): string | null {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const fromEntry = game?.my_entry?.member_slug ?? null;
  const name = user?.full_name.trim() ?? '';
  const members = useQuery({
    ...membersQueryOptions(game?.club_slug ?? '', { search: name, role: null, page: 1 }),
    enabled: Boolean(game) && fromEntry === null && name !== '' && user !== null,
  });
  if (fromEntry !== null) return fromEntry;
  return members.data?.results.find((member) => member.user_id === user?.id)?.slug ?? null;
}
