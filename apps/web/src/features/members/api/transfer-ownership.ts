import { memberSchema, type Member } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateMembers } from './invalidate-members';
import { memberPaths } from './member-paths';

/**
 * `POST /api/clubs/{slug}/transfer-ownership/ {member_slug}` (owner only): the member becomes
 * the owner and the old owner a manager.
 */
export async function transferOwnership(clubSlug: string, memberSlug: string): Promise<Member> {
  return memberSchema.parse(
    await api.post(memberPaths.transferOwnership(clubSlug), { member_slug: memberSlug }),
  );
}

export function useTransferOwnership(clubSlug: string) {
  const invalidate = useInvalidateMembers(clubSlug);
  return useMutation({
    mutationFn: (memberSlug: string) => transferOwnership(clubSlug, memberSlug),
    // The viewer's own role in the club changed: the clubs list carries it to the whole app.
    onSuccess: () => invalidate({ clubs: true }),
  });
}
