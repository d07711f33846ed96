import { MEMBER_ROLES, type MemberRole } from '@felt/contract';
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { ClubMemberRow, ClubRole, Database, InviteRow } from '../../db/schema';
import { memberName, memberSortKey } from './member-name';

/** A membership with what the members list shows of its user (null for a guest). */
export interface MemberWithUser extends ClubMemberRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  avatar_path: string | null;
}

function membersWithUser(db: Kysely<Database>) {
  return db
    .selectFrom('club_member')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .selectAll('club_member')
    .select(['user.first_name', 'user.last_name', 'user.email', 'user.avatar_path']);
}

/** A member by slug (never a demo visitor). */
export async function findMember(
  db: Kysely<Database>,
  clubId: number,
  slug: string,
): Promise<MemberWithUser | undefined> {
  return membersWithUser(db)
    .where('club_member.club_id', '=', clubId)
    .where('club_member.slug', '=', slug)
    .where('club_member.role', '!=', 'demo')
    .executeTakeFirst();
}

/**
 * The club's members going by a name as the members list compares names (`sort_name`: any
 * case, accents and runs of spaces; see `memberSortKey`), in the order they joined.
 */
export async function findMembersNamed(
  db: Kysely<Database>,
  clubId: number,
  sortName: string,
): Promise<MemberWithUser[]> {
  return membersWithUser(db)
    .where('club_member.club_id', '=', clubId)
    .where('club_member.role', '!=', 'demo')
    .where('club_member.sort_name', '=', sortName)
    .orderBy('club_member.id')
    .execute();
}

/** Whether a member of the club has an account with this address (guests have none). */
export async function hasMemberWithEmail(
  db: Kysely<Database>,
  clubId: number,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('club_member')
    .innerJoin('user', 'user.id', 'club_member.user_id')
    .select('club_member.id')
    .where('club_member.club_id', '=', clubId)
    .where('user.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether anyone has an account with this address (the invitation page offers sign-in). */
export async function hasAccountWithEmail(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findMembershipOfUser(
  db: Kysely<Database>,
  clubId: number,
  userId: number,
): Promise<ClubMemberRow | undefined> {
  return db
    .selectFrom('club_member')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setMemberRole(
  db: Kysely<Database>,
  memberId: number,
  role: ClubRole,
): Promise<void> {
  await db.updateTable('club_member').set({ role }).where('id', '=', memberId).execute();
}

export async function setMemberUser(
  db: Kysely<Database>,
  memberId: number,
  values: { userId: number; role: ClubRole },
): Promise<void> {
  const user = await db
    .selectFrom('user')
    .select(['first_name', 'last_name'])
    .where('id', '=', values.userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('club_member')
    .set({
      user_id: values.userId,
      role: values.role,
      display_name: null,
      sort_name: memberSortKey(memberName({ display_name: null, ...user })),
    })
    .where('id', '=', memberId)
    .execute();
}

export async function deleteMember(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.deleteFrom('club_member').where('id', '=', memberId).execute();
}

// ---------------------------------------------------------------------------------------------
// Invitations

export async function insertInvite(
  db: Kysely<Database>,
  invite: Omit<InviteRow, 'id' | 'accepted_at' | 'accepted_by_user_id'>,
): Promise<InviteRow> {
  return db.insertInto('invite').values(invite).returningAll().executeTakeFirstOrThrow();
}

/** Invitations not accepted yet, newest first, with the inviter's name. */
export async function listPendingInvites(db: Kysely<Database>, clubId: number) {
  return db
    .selectFrom('invite')
    .leftJoin('user', 'user.id', 'invite.invited_by_user_id')
    .selectAll('invite')
    .select(['user.first_name', 'user.last_name'])
    .where('invite.club_id', '=', clubId)
    .where('invite.accepted_at', 'is', null)
    .orderBy('invite.id', 'desc')
    .execute();
}

export async function findPendingInvite(
  db: Kysely<Database>,
  clubId: number,
  id: number,
): Promise<InviteRow | undefined> {
  return db
    .selectFrom('invite')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
}

/** Pending invitations of the club to `email` (a new one replaces them). */
export async function deletePendingInvitesTo(
  db: Kysely<Database>,
  clubId: number,
  email: string,
): Promise<void> {
  await db
    .deleteFrom('invite')
    .where('club_id', '=', clubId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute();
}

export async function deleteInvite(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('invite').where('id', '=', id).execute();
}

export async function replaceInviteToken(
  db: Kysely<Database>,
  id: number,
  values: { tokenHash: string; at: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('invite')
    .set({ token_hash: values.tokenHash, created_at: values.at, expires_at: values.expiresAt })
    .where('id', '=', id)
    .execute();
}

/** An invitation by token hash, with its club and inviter. */
export async function findInviteByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('invite')
    .innerJoin('club', 'club.id', 'invite.club_id')
    .leftJoin('user', 'user.id', 'invite.invited_by_user_id')
    .selectAll('invite')
    .select([
      'club.name as club_name',
      'club.slug as club_slug',
      'user.first_name as inviter_first_name',
      'user.last_name as inviter_last_name',
    ])
    .where('invite.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invitation used; false when another request used it first. */
export async function claimInvite(
  db: Kysely<Database>,
  id: number,
  values: { userId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('invite')
    .set({ accepted_at: values.at, accepted_by_user_id: values.userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface MemberListFilter {
  role?: MemberRole;
  /** Already folded with `memberSortKey`; matched anywhere in the name. */
  nameNeedle?: string;
  /** Lowercased; matched anywhere in the account's address (managers only). */
  emailNeedle?: string;
}

/** `%`, `_` and the escape itself matched literally in a LIKE pattern. */
const likeContaining = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The memberships that pass the filter, selecting nothing yet. The address is matched through
 * a lookup of the member's own user rather than a join, so without a search (every page but a
 * search's) the query reads `club_member_list_idx` alone.
 */
function filteredMembers(db: Kysely<Database>, clubId: number, filter: MemberListFilter) {
  let query = db
    .selectFrom('club_member')
    .where('club_member.club_id', '=', clubId)
    .where('club_member.role', 'in', filter.role ? [filter.role] : [...MEMBER_ROLES]);
  const { nameNeedle, emailNeedle } = filter;
  if (nameNeedle || emailNeedle) {
    query = query.where((eb) =>
      eb.or([
        ...(nameNeedle
          ? [
              eb(
                'club_member.sort_name',
                'like',
                sql<string>`${likeContaining(nameNeedle)} escape '\\'`,
              ),
            ]
          : []),
        ...(emailNeedle
          ? [
              eb.exists(
                eb
                  .selectFrom('user')
                  .select('user.id')
                  .whereRef('user.id', '=', 'club_member.user_id')
                  .where(
                    'user.email',
                    'like',
                    sql<string>`${likeContaining(emailNeedle)} escape '\\'`,
                  ),
              ),
            ]
          : []),
      ]),
    );
  }
  return query;
}

const keptRosterVersion = preparedQuery((db, clubId: number) =>
  db.selectFrom('club_roster').select('version').where('club_id', '=', clubId),
);

/**
 * The club's roster number (migrations 0023 and 0024): it moves with every change to its
 * memberships and to its members' names, avatars and addresses, all that the members list
 * shows. One row by its key, compiled once: the kept members list reads it on every request.
 */
export async function readRosterVersion(db: Kysely<Database>, clubId: number): Promise<string> {
  const [row] = await keptRosterVersion(db, clubId);
  return String(row?.version ?? '');
}

const keptRoleCounts = preparedQuery((db, clubId: number) =>
  db
    .selectFrom('club_member_count')
    .select(['role', 'members as count'])
    .where('club_id', '=', clubId),
);

/**
 * A page of one role's members in list order, without a search: compiled once (decision 0042),
 * as every open of the members page and every page turn runs it.
 */
const roleSliceUnfiltered = preparedQuery(
  (db, clubId: number, role: MemberRole, limit: number, offset: number) =>
    membersWithUser(db)
      .where('club_member.id', 'in', (eb) =>
        eb
          .selectFrom('club_member')
          .select('club_member.id')
          .where('club_member.club_id', '=', clubId)
          .where('club_member.role', '=', role)
          .orderBy('club_member.sort_name')
          .orderBy('club_member.id')
          .limit(limit)
          .offset(offset),
      )
      .orderBy('club_member.sort_name')
      .orderBy('club_member.id'),
);

/**
 * How many members of each role pass the filter. Without a search these are the counts the
 * database keeps (`club_member_count`, migration 0022), one index read whatever the club's
 * size; a search counts the members it matches.
 */
async function roleCounts(
  db: Kysely<Database>,
  clubId: number,
  filter: MemberListFilter,
): Promise<{ role: string; count: number | string }[]> {
  if (!filter.nameNeedle && !filter.emailNeedle) {
    // Every role's count (the caller reads the ones it lists; `demo` is never listed).
    return keptRoleCounts(db, clubId);
  }
  return filteredMembers(db, clubId, filter)
    .select(['club_member.role', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('club_member.role')
    .execute();
}

/**
 * One page of the members list, paged in the database (decision 0031): the count of each role
 * that passes the filter, then only the rows of the page. Each role's slice is found as ids in
 * (sort_name, id) order from `club_member_list_idx` alone, and only those rows are read: a
 * deep page skips index entries, not table rows and their users.
 */
export async function pageMembers(
  db: Kysely<Database>,
  clubId: number,
  filter: MemberListFilter,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: MemberWithUser[] }> {
  const counts = await roleCounts(db, clubId, filter);
  const countOf = (role: string) => Number(counts.find((row) => row.role === role)?.count ?? 0);
  let count = 0;
  const rows: MemberWithUser[] = [];
  // MEMBER_ROLES is the list's order: the owner, the managers, then the members.
  for (const role of MEMBER_ROLES) {
    if (filter.role && role !== filter.role) continue;
    const inRole = countOf(role);
    const start = Math.max(0, page.offset - count);
    const wanted = page.limit - rows.length;
    count += inRole;
    if (inRole === 0 || wanted <= 0 || start >= inRole) continue;
    if (!filter.nameNeedle && !filter.emailNeedle) {
      rows.push(...(await roleSliceUnfiltered(db, clubId, role, wanted, start)));
      continue;
    }
    const slice = filteredMembers(db, clubId, { ...filter, role })
      .select('club_member.id')
      .orderBy('club_member.sort_name')
      .orderBy('club_member.id')
      .limit(wanted)
      .offset(start);
    rows.push(
      ...(await membersWithUser(db)
        .where('club_member.id', 'in', slice)
        .orderBy('club_member.sort_name')
        .orderBy('club_member.id')
        .execute()),
    );
  }
  return { count, rows };
}
