import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateMembers } from './invalidate-members';
import { memberPaths } from './member-paths';

/** `DELETE .../members/{memberSlug}/`: the owner cannot be removed (400). */
export async function removeMember(clubSlug: string, memberSlug: string): Promise<void> {
  await api.delete(memberPaths.member(clubSlug, memberSlug));
}

export function useRemoveMember(clubSlug: string) {
  const invalidate = useInvalidateMembers(clubSlug);
  return useMutation({
    mutationFn: (memberSlug: string) => removeMember(clubSlug, memberSlug),
    onSuccess: () => invalidate({ clubs: true }),
  });
}
