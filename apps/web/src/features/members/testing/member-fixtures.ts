import type { Invite, Member, MemberListResponse, MemberStatsResponse } from '@felt/contract';
import { TEST_CLUB_SLUG } from '../../../testing/club-page-harness';

export const MEMBERS_PATH = `/api/clubs/${TEST_CLUB_SLUG}/members/`;
export const INVITES_PATH = `/api/clubs/${TEST_CLUB_SLUG}/invites/`;

/** Ada (user 7, the harness's signed-in user) owns the club. */
export function member(overrides: Partial<Member> = {}): Member {
  return {
    slug: 'ben-ruiz',
    name: 'Ben Ruiz',
    email: 'ben@example.com',
    role: 'member',
    status: 'active',
    avatar_url: null,
    joined_at: '2026-03-04T20:00:00.000Z',
    user_id: 12,
    ...overrides,
  };
}

export const ADA_MEMBER = member({
  slug: 'ada-lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'owner',
  user_id: 7,
});
export const CARA_MANAGER = member({
  slug: 'cara-diaz',
  name: 'Cara Diaz',
  email: 'cara@example.com',
  role: 'manager',
  user_id: 13,
});
export const BEN_MEMBER = member();
export const DOYLE_GUEST = member({
  slug: 'doyle-b',
  name: 'Doyle B.',
  email: null,
  status: 'guest',
  user_id: null,
});

export function memberList(
  results: Member[],
  overrides: Partial<MemberListResponse> = {},
): MemberListResponse {
  return { count: results.length, next: null, previous: null, results, ...overrides };
}

export function invite(overrides: Partial<Invite> = {}): Invite {
  const created = Date.now() - 60_000;
  return {
    id: 1,
    email: 'erin@example.com',
    role: 'member',
    invited_by: 'Ada Lovelace',
    created_at: new Date(created).toISOString(),
    expires_at: new Date(created + 7 * 24 * 60 * 60 * 1000).toISOString(),
    expired: false,
    ...overrides,
  };
}

/*
 * The dates as the viewer's locale writes them (Ada's profile zone is America/New_York), so
 * the tests pass whatever locale the machine runs in.
 */
export const JOINED_LABEL = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeZone: 'America/New_York',
}).format(new Date('2026-03-04T20:00:00.000Z'));
export const EXPIRES_IN_7_DAYS = `Expires ${new Intl.RelativeTimeFormat(undefined, {
  numeric: 'auto',
}).format(7, 'day')}`;

/** A member's stats before their first recorded game. */
export const NO_STATS = (memberSlug: string): MemberStatsResponse => ({
  member_slug: memberSlug,
  games: 0,
  wins: 0,
  cashes: 0,
  winnings_cents: 0,
  spent_cents: 0,
  net_cents: 0,
  knockouts: 0,
  average_finish: null,
  best_finish: null,
  seasons: [],
  results: [],
});
