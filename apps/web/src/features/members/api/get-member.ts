import { memberSchema, type Member } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys, memberPaths } from './member-paths';

/** `GET /api/clubs/{slug}/members/{memberSlug}/`: one member, as the profile page shows them. */
export async function getMember(
  clubSlug: string,
  memberSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Member> {
  return memberSchema.parse(await api.get(memberPaths.member(clubSlug, memberSlug), { signal }));
}

export function memberQueryOptions(clubSlug: string, memberSlug: string) {
  return queryOptions({
    queryKey: memberKeys.detail(clubSlug, memberSlug),
    queryFn: ({ signal }) => getMember(clubSlug, memberSlug, { signal }),
  });
}
