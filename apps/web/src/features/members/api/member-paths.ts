import type { MemberRole } from '@felt/contract';

/** API paths and query keys of a club's members and invitations (decision 0011). */

const part = (value: string) => encodeURIComponent(value);

export const memberPaths = {
  members: (clubSlug: string) => `/api/clubs/${part(clubSlug)}/members/`,
  member: (clubSlug: string, memberSlug: string) =>
    `/api/clubs/${part(clubSlug)}/members/${part(memberSlug)}/`,
  stats: (clubSlug: string, memberSlug: string) =>
    `/api/clubs/${part(clubSlug)}/members/${part(memberSlug)}/stats/`,
  claim: (clubSlug: string, memberSlug: string) =>
    `/api/clubs/${part(clubSlug)}/members/${part(memberSlug)}/claim/`,
  transferOwnership: (clubSlug: string) => `/api/clubs/${part(clubSlug)}/transfer-ownership/`,
  invites: (clubSlug: string) => `/api/clubs/${part(clubSlug)}/invites/`,
  invite: (clubSlug: string, id: number) => `/api/clubs/${part(clubSlug)}/invites/${id}/`,
  resendInvite: (clubSlug: string, id: number) =>
    `/api/clubs/${part(clubSlug)}/invites/${id}/resend/`,
};

export interface MemberListParams {
  search: string;
  role: MemberRole | null;
  page: number;
}

/**
 * Everything about one club's members sits under `['members', clubSlug]`, so a write
 * refetches the lists, the profiles and the invitations in one call.
 */
export const memberKeys = {
  all: (clubSlug: string) => ['members', clubSlug] as const,
  lists: (clubSlug: string) => ['members', clubSlug, 'list'] as const,
  list: (clubSlug: string, params: MemberListParams) =>
    ['members', clubSlug, 'list', params] as const,
  detail: (clubSlug: string, memberSlug: string) =>
    ['members', clubSlug, 'detail', memberSlug] as const,
  stats: (clubSlug: string, memberSlug: string) =>
    ['members', clubSlug, 'stats', memberSlug] as const,
  invites: (clubSlug: string) => ['members', clubSlug, 'invites'] as const,
};
