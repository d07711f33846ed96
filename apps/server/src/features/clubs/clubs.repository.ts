import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { ClubMemberRow, ClubRole, ClubRow, Database } from '../../db/schema';
import { firstFreeSlug, slugify } from '../../slugs/slugify';
import { memberSortKey } from '../members/member-name';

export async function insertClub(
  db: Kysely<Database>,
  club: { slug: string; name: string; timezone?: string; at: string },
): Promise<ClubRow> {
  return db
    .insertInto('club')
    .values({
      slug: club.slug,
      name: club.name,
      timezone: club.timezone,
      created_at: club.at,
      updated_at: club.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findClubById(db: Kysely<Database>, id: number): Promise<ClubRow> {
  return db.selectFrom('club').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** `base`, or `base-2`, `base-3`, ... whichever is free among club slugs. */
export async function freeClubSlug(db: Kysely<Database>, base: string): Promise<string> {
  const rows = await db
    .selectFrom('club')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** The first free member slug in the club for `name` ("ada-lovelace", "ada-lovelace-2"). */
export async function freeMemberSlug(
  db: Kysely<Database>,
  clubId: number,
  name: string,
): Promise<string> {
  const base = slugify(name, 'member');
  const rows = await db
    .selectFrom('club_member')
    .select('slug')
    .where('club_id', '=', clubId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Adds a membership; a user member's slug comes from the user's name, a guest's from
 * `displayName`. Returns the new row.
 */
export async function insertClubMember(
  db: Kysely<Database>,
  member: {
    clubId: number;
    userId: number | null;
    role: ClubRole;
    at: string;
    displayName?: string | null;
  },
): Promise<ClubMemberRow> {
  let name = member.displayName ?? '';
  if (member.userId !== null) {
    const user = await db
      .selectFrom('user')
      .select(['first_name', 'last_name'])
      .where('id', '=', member.userId)
      .executeTakeFirst();
    if (user) name = `${user.first_name} ${user.last_name}`;
  }
  return db
    .insertInto('club_member')
    .values({
      club_id: member.clubId,
      user_id: member.userId,
      role: member.role,
      display_name: member.displayName ?? null,
      sort_name: memberSortKey(name),
      slug: await freeMemberSlug(db, member.clubId, name),
      created_at: member.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ClubMembership {
  club: ClubRow;
  /** The user's role in the club, or null when the user is not a member. */
  role: ClubRole | null;
}

/** Runs on every club route (policy/club-route.ts): compiled once (decision 0042). */
const clubWithRole = preparedQuery((db, slug: string, userId: number) =>
  db
    .selectFrom('club')
    .leftJoin('club_member', (join) =>
      join.onRef('club_member.club_id', '=', 'club.id').on('club_member.user_id', '=', userId),
    )
    .selectAll('club')
    .select('club_member.role as role')
    .where('club.slug', '=', slug),
);

/** The club with this slug and the user's role in it; undefined for an unknown slug. */
export async function findClubWithRole(
  db: Kysely<Database>,
  slug: string,
  userId: number,
): Promise<ClubMembership | undefined> {
  const [row] = await clubWithRole(db, slug, userId);
  if (!row) return undefined;
  const { role, ...club } = row;
  return { club, role: role ?? null };
}

/**
 * The columns a club route's lookup adds to the thing it names (a league, season or game,
 * whose own row has `club_id` and `club_slug`): the rest of its club and the caller's role
 * there, aliased apart from the thing's own columns (decision 0042).
 */
export const CLUB_ACCESS_COLUMNS = [
  'club.name as access_club_name',
  'club.plan as access_club_plan',
  'club.timezone as access_club_timezone',
  'club.created_at as access_club_created_at',
  'club.updated_at as access_club_updated_at',
  'club_member.role as access_role',
] as const;

interface ClubAccessRow {
  club_id: number;
  club_slug: string;
  access_club_name: string;
  access_club_plan: string;
  access_club_timezone: string;
  access_club_created_at: string;
  access_club_updated_at: string;
  access_role: ClubRole | null;
}

/** Takes `CLUB_ACCESS_COLUMNS` back out of a row: the thing as its own lookup returns it. */
export function splitClubAccess<Row extends ClubAccessRow>(
  row: Row,
): ClubMembership & { thing: Omit<Row, Exclude<keyof ClubAccessRow, 'club_id' | 'club_slug'>> } {
  const {
    access_club_name: name,
    access_club_plan: plan,
    access_club_timezone: timezone,
    access_club_created_at: created_at,
    access_club_updated_at: updated_at,
    access_role: role,
    ...thing
  } = row;
  const club: ClubRow = {
    id: row.club_id,
    slug: row.club_slug,
    name,
    plan,
    timezone,
    created_at,
    updated_at,
  };
  return { club, role: role ?? null, thing };
}

export interface ClubOfUser {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  role: ClubRole;
  /** Members of every role but demo. */
  memberCount: number;
}

/** Every club the user belongs to, with the user's role, by name. */
export async function listClubsOfUser(db: Kysely<Database>, userId: number): Promise<ClubOfUser[]> {
  const rows = await db
    .selectFrom('club_member as mine')
    .innerJoin('club', 'club.id', 'mine.club_id')
    .select((eb) => [
      'club.id',
      'club.slug',
      'club.name',
      'club.timezone',
      'mine.role',
      eb
        .selectFrom('club_member_count')
        .select((inner) => inner.fn.sum<number | string>('members').as('count'))
        .whereRef('club_member_count.club_id', '=', 'club.id')
        .where('club_member_count.role', '!=', 'demo')
        .as('member_count'),
    ])
    .where('mine.user_id', '=', userId)
    .orderBy('club.name')
    .orderBy('club.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    timezone: row.timezone,
    role: row.role,
    memberCount: Number(row.member_count ?? 0),
  }));
}

/** Members of every role but demo, from the counts the database keeps (migration 0022). */
export async function countClubMembers(db: Kysely<Database>, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('club_member_count')
    .select((eb) => eb.fn.sum<number | string>('members').as('count'))
    .where('club_id', '=', clubId)
    .where('role', '!=', 'demo')
    .executeTakeFirstOrThrow();
  return Number(row.count ?? 0);
}

/** Whether the club has at least one blind schedule (the sidebar's scoped clock needs one). */
export async function clubHasBlindStructures(
  db: Kysely<Database>,
  clubId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('blind_schedule')
    .select('id')
    .where('club_id', '=', clubId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many blind schedules the club has (the `blind_schedules` plan limit counts these). */
export async function countClubBlindSchedules(
  db: Kysely<Database>,
  clubId: number,
): Promise<number> {
  const row = await db
    .selectFrom('blind_schedule')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function renameClub(
  db: Kysely<Database>,
  clubId: number,
  name: string,
  at: string,
): Promise<void> {
  await updateClub(db, clubId, { name }, at);
}

/** Changes the club's name and/or time zone. */
export async function updateClub(
  db: Kysely<Database>,
  clubId: number,
  changes: { name?: string; timezone?: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('club')
    .set({ ...changes, updated_at: at })
    .where('id', '=', clubId)
    .execute();
}

/** Deletes the club; memberships (and the club's events) go with it by cascade. */
export async function deleteClub(db: Kysely<Database>, clubId: number): Promise<void> {
  await db.deleteFrom('club').where('id', '=', clubId).execute();
}

export interface OwnedClub {
  id: number;
  slug: string;
  name: string;
  plan: string;
  /** Members of every role but demo, the owner included. */
  memberCount: number;
  /** Memberships besides the owner's own (guests and demo included). */
  otherMemberships: number;
}

/** The clubs the user owns, oldest membership first. */
export async function listOwnedClubs(db: Kysely<Database>, userId: number): Promise<OwnedClub[]> {
  const rows = await db
    .selectFrom('club_member as mine')
    .innerJoin('club', 'club.id', 'mine.club_id')
    .select((eb) => [
      'club.id',
      'club.slug',
      'club.name',
      'club.plan',
      eb
        .selectFrom('club_member_count')
        .select((inner) => inner.fn.sum<number | string>('members').as('count'))
        .whereRef('club_member_count.club_id', '=', 'club.id')
        .where('club_member_count.role', '!=', 'demo')
        .as('member_count'),
      eb
        .selectFrom('club_member as other')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('other.club_id', '=', 'club.id')
        .whereRef('other.id', '!=', 'mine.id')
        .as('other_memberships'),
    ])
    .where('mine.user_id', '=', userId)
    .where('mine.role', '=', 'owner')
    .orderBy('mine.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    plan: row.plan,
    memberCount: Number(row.member_count ?? 0),
    otherMemberships: Number(row.other_memberships ?? 0),
  }));
}

/**
 * The club the profile editor names (SPEC.md section 6): the user's first club as owner, else
 * as demo; undefined when there is none.
 */
export async function findProfileClub(
  db: Kysely<Database>,
  userId: number,
): Promise<{ club: ClubRow; role: ClubRole } | undefined> {
  const rows = await db
    .selectFrom('club_member')
    .innerJoin('club', 'club.id', 'club_member.club_id')
    .selectAll('club')
    .select('club_member.role as role')
    .where('club_member.user_id', '=', userId)
    .where('club_member.role', 'in', ['owner', 'demo'])
    .orderBy('club_member.id')
    .execute();
  const row = rows.find((r) => r.role === 'owner') ?? rows[0];
  if (!row) return undefined;
  const { role, ...club } = row;
  return { club, role };
}

/** True when the user is the demo visitor: a demo membership anywhere. */
export async function isDemoUser(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('club_member')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', 'demo')
    .executeTakeFirst();
  return row !== undefined;
}

/** The user id of the club's owner, or null for a club without one. */
export async function findClubOwnerId(
  db: Kysely<Database>,
  clubId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('club_member')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('role', '=', 'owner')
    .orderBy('id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
