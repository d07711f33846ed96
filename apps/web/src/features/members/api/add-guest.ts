import { memberSchema, type Member } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateMembers } from './invalidate-members';
import { memberPaths } from './member-paths';

/** `POST /api/clubs/{slug}/members/ {name}`: a guest player, a name without an account. */
export async function addGuest(clubSlug: string, name: string): Promise<Member> {
  return memberSchema.parse(await api.post(memberPaths.members(clubSlug), { name }));
}

export function useAddGuest(clubSlug: string) {
  const invalidate = useInvalidateMembers(clubSlug);
  return useMutation({
    mutationFn: (name: string) => addGuest(clubSlug, name),
    onSuccess: () => invalidate({ clubs: true }),
  });
}
