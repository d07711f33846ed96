import { memberSchema, type Member } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateMembers } from './invalidate-members';
import { memberPaths } from './member-paths';

/**
 * `POST .../members/{memberSlug}/claim/`: the signed-in member takes over a guest profile; the
 * guest's row keeps its history and gets the user, and the user's own row goes.
 */
export async function claimGuest(clubSlug: string, memberSlug: string): Promise<Member> {
  return memberSchema.parse(await api.post(memberPaths.claim(clubSlug, memberSlug)));
}

export function useClaimGuest(clubSlug: string) {
  const invalidate = useInvalidateMembers(clubSlug);
  return useMutation({
    mutationFn: (memberSlug: string) => claimGuest(clubSlug, memberSlug),
    // One row fewer in the club: the clubs list's member count changes.
    onSuccess: () => invalidate({ clubs: true }),
  });
}
