import type { Member } from '@felt/contract';

/** The app's addresses of the member screens. */
export const MEMBERS_DIRECTORY_PATH = '/app/members/directory';
export const MANAGE_MEMBERS_PATH = '/app/members';

export function memberProfilePath(member: Pick<Member, 'slug'>): string {
  return `/app/members/${encodeURIComponent(member.slug)}`;
}
