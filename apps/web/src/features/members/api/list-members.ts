import { memberListResponseSchema, type MemberListResponse } from '@felt/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys, memberPaths, type MemberListParams } from './member-paths';

/**
 * `GET /api/clubs/{slug}/members/?search=&role=&page=`: one page of 25 members, the owner
 * first, then managers, then members (the server sorts and filters).
 */
export async function listMembers(
  clubSlug: string,
  { search, role, page }: MemberListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MemberListResponse> {
  const query = new URLSearchParams();
  const needle = search.trim();
  if (needle) query.set('search', needle);
  if (role) query.set('role', role);
  if (page > 1) query.set('page', String(page));
  const queryString = query.toString();
  const tail = queryString ? `?${queryString}` : '';
  return memberListResponseSchema.parse(
    await api.get(`${memberPaths.members(clubSlug)}${tail}`, { signal }),
  );
}

export function membersQueryOptions(clubSlug: string, params: MemberListParams) {
  const normalized = { ...params, search: params.search.trim() };
  return queryOptions({
    queryKey: memberKeys.list(clubSlug, normalized),
    queryFn: ({ signal }) => listMembers(clubSlug, normalized, { signal }),
    // The page being left stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}
