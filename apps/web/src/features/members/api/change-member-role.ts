import { memberSchema, type Member } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateMembers } from './invalidate-members';
import { memberPaths } from './member-paths';

export type AssignableRole = 'member' | 'manager';

/** `PATCH .../members/{memberSlug}/ {role}`: only the owner makes or unmakes managers. */
export async function changeMemberRole(
  clubSlug: string,
  memberSlug: string,
  role: AssignableRole,
): Promise<Member> {
  return memberSchema.parse(await api.patch(memberPaths.member(clubSlug, memberSlug), { role }));
}

export function useChangeMemberRole(clubSlug: string) {
  const invalidate = useInvalidateMembers(clubSlug);
  return useMutation({
    mutationFn: ({ memberSlug, role }: { memberSlug: string; role: AssignableRole }) =>
      changeMemberRole(clubSlug, memberSlug, role),
    onSuccess: () => invalidate(),
  });
}
