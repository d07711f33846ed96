import {
  INVITE_LIFETIME_DAYS,
  MEMBERS_PAGE_SIZE,
  MEMBER_MESSAGES,
  UNLIMITED,
  type CreateInviteRequest,
  type Invite,
  type InvitePreview,
  type Member,
  type MemberListResponse,
  type MemberRole,
} from '@felt/contract';
import {
  can,
  claimRefusal,
  invitationRefusal,
  removalRefusal,
  roleChangeRefusal,
  transferRefusal,
  type AssignableRole,
  type ClubRole,
  type MemberRefusal,
  type MemberTarget,
} from '@felt/domain';
import type { Kysely } from 'kysely';
import { countClubMembers, findClubById, insertClubMember } from '../clubs/clubs.repository';
import type { ClubRow, Database, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError, HttpError } from '../../http-error';
import type { MailQueue } from '../../mail/mail-outbox';
import { refusalFor } from '../../policy/club-policy';
import { mediaUrl } from '../../storage/media-storage';
import { hashToken, randomToken } from '../accounts/tokens';
// The club row lock every club write takes, so limits and the one-owner rule read what they write.
import { clubWrite, lockClub } from '../clubs/club-write';
import {
  planLimit,
  planLimitReached,
  type SubscriptionsDependencies,
} from '../subscriptions/subscriptions.service';
import { inviteMail } from './invite-mail';
import { memberSortKey } from './member-name';
import {
  claimInvite,
  deleteInvite,
  deleteMember,
  deletePendingInvitesTo,
  findInviteByTokenHash,
  findMember,
  findMembershipOfUser,
  findPendingInvite,
  hasAccountWithEmail,
  hasMemberWithEmail,
  insertInvite,
  listPendingInvites,
  pageMembers,
  readRosterVersion,
  replaceInviteToken,
  setMemberRole,
  setMemberUser,
  type MemberWithUser,
} from './members.repository';

export interface MembersDependencies extends SubscriptionsDependencies {
  mail: MailQueue;
  now: () => Date;
  /** APP_URL, the origin invitation links point at. */
  appUrl: string;
}

const M = MEMBER_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;
const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

function presentMember(member: MemberWithUser, showEmail: boolean): Member {
  const isGuest = member.user_id === null;
  return {
    slug: member.slug,
    name: isGuest ? (member.display_name ?? '') : fullName(member.first_name, member.last_name),
    email: showEmail && !isGuest ? member.email : null,
    role: member.role as MemberRole,
    status: isGuest ? 'guest' : 'active',
    avatar_url: member.avatar_path ? mediaUrl(member.avatar_path) : null,
    joined_at: member.created_at,
    user_id: member.user_id,
  };
}

/** The `members` plan limit, checked under the club lock before a member is added. */
export async function assertMayAddMember(
  deps: SubscriptionsDependencies,
  trx: Kysely<Database>,
  club: ClubRow,
) {
  const limit = planLimit(deps, club, 'members');
  if (limit === UNLIMITED) return;
  const used = await countClubMembers(trx, club.id);
  if (used >= limit) {
    throw planLimitReached(M.planLimit(limit), limit, used);
  }
}

async function memberOrNotFound(db: Kysely<Database>, club: ClubRow, slug: string) {
  const member = await findMember(db, club.id, slug);
  if (!member) throw HttpError.notFound();
  return member;
}

/** The member as the domain's rules see it from `viewer`'s side. */
function targetOf(member: MemberWithUser, viewer: UserRow): MemberTarget {
  // The repository never returns demo visitors; the check narrows the type.
  if (member.role === 'demo') throw HttpError.notFound();
  return {
    role: member.role,
    hasAccount: member.user_id !== null,
    isViewer: member.user_id === viewer.id,
  };
}

/** The answer to each refusal of @felt/domain's member rules. */
const REFUSALS: Record<Exclude<MemberRefusal, 'not-permitted'>, () => Error> = {
  'only-owner-managers': () => HttpError.forbidden(M.onlyOwnerManagers),
  'owner-role': () => FormError.fields({ role: [M.ownerRole] }),
  'guest-role': () => FormError.fields({ role: [M.guestRole] }),
  'owner-removal': () => new HttpError(400, M.ownerCannotBeRemoved, 'owner_required'),
  'transfer-to-guest': () => FormError.fields({ member_slug: [M.transferToGuest] }),
  'transfer-to-self': () => FormError.fields({ member_slug: [M.transferToSelf] }),
  'not-a-guest': () => new HttpError(400, M.notAGuest, 'not_a_guest'),
};

/** Throws the answer to `refusal` (nothing when there is none). */
function refuse(refusal: MemberRefusal | null, viewerRole: ClubRole): void {
  if (refusal === null) return;
  throw refusal === 'not-permitted' ? refusalFor(viewerRole) : REFUSALS[refusal]();
}

// ---------------------------------------------------------------------------------------------
// Members

/**
 * One page of the club's members (owner, managers, then members; each by name), searched and
 * paged in the database (decision 0031). The search matches the name with accents and case
 * folded, and the address too for whoever may see addresses.
 */
export async function listClubMembers(
  deps: MembersDependencies,
  club: ClubRow,
  viewerRole: ClubRole,
  query: { search?: string; role?: MemberRole; page: number },
): Promise<MemberListResponse> {
  const showEmail = can(viewerRole, 'members:see-emails');
  const search = query.search?.trim() ?? '';
  const { count, rows } = await pageMembers(
    deps.db,
    club.id,
    {
      role: query.role,
      nameNeedle: search === '' ? undefined : memberSortKey(search),
      emailNeedle: search !== '' && showEmail ? search.toLowerCase() : undefined,
    },
    { offset: (query.page - 1) * MEMBERS_PAGE_SIZE, limit: MEMBERS_PAGE_SIZE },
  );
  const pages = Math.max(1, Math.ceil(count / MEMBERS_PAGE_SIZE));
  if (query.page > pages) throw HttpError.notFound(M.invalidPage);
  const pageUrl = (page: number) => {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.role) params.set('role', query.role);
    params.set('page', String(page));
    return `/api/clubs/${club.slug}/members/?${params.toString()}`;
  };
  return {
    count,
    next: query.page < pages ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results: rows.map((row) => presentMember(row, showEmail)),
  };
}

/**
 * Where a page of the members list is kept (decision 0049): its key, and the version of the
 * club's roster it must have been built at. Null for a search, which is read every time.
 */
export async function memberListKeeping(
  deps: MembersDependencies,
  club: ClubRow,
  viewerRole: ClubRole,
  query: { search?: string; role?: MemberRole; page: number },
): Promise<{ key: string; version: string } | null> {
  if (query.search) return null;
  const showEmail = can(viewerRole, 'members:see-emails');
  return {
    key: JSON.stringify([club.id, club.slug, showEmail, query.role ?? null, query.page]),
    version: await readRosterVersion(deps.db, club.id),
  };
}

/** One member of the club (the member profile page); e-mail as the list shows it. */
export async function getClubMember(
  deps: MembersDependencies,
  club: ClubRow,
  viewerRole: ClubRole,
  slug: string,
): Promise<Member> {
  const member = await memberOrNotFound(deps.db, club, slug);
  return presentMember(member, can(viewerRole, 'members:see-emails'));
}

export async function addGuest(
  deps: MembersDependencies,
  club: ClubRow,
  name: string,
): Promise<Member> {
  const row = await clubWrite(deps, club.id, async (trx, at) => {
    await assertMayAddMember(deps, trx, club);
    return insertClubMember(trx, {
      clubId: club.id,
      userId: null,
      role: 'member',
      at,
      displayName: name,
    });
  });
  return presentMember(
    { ...row, first_name: null, last_name: null, email: null, avatar_path: null },
    true,
  );
}

/**
 * The viewer's role as it is now, read under the club lock: a role checked before the lock may
 * have changed by the time the write runs (an ownership transfer a moment earlier).
 */
async function roleUnderLock(trx: Kysely<Database>, club: ClubRow, viewer: UserRow) {
  const membership = await findMembershipOfUser(trx, club.id, viewer.id);
  if (!membership) throw HttpError.forbidden();
  return membership.role;
}

export async function changeMemberRole(
  deps: MembersDependencies,
  club: ClubRow,
  viewer: UserRow,
  memberSlug: string,
  role: AssignableRole,
): Promise<Member> {
  return clubWrite(deps, club.id, async (trx) => {
    const member = await memberOrNotFound(trx, club, memberSlug);
    const viewerRole = await roleUnderLock(trx, club, viewer);
    refuse(roleChangeRefusal(viewerRole, targetOf(member, viewer), role), viewerRole);
    await setMemberRole(trx, member.id, role);
    return presentMember({ ...member, role }, true);
  });
}

export async function removeMember(
  deps: MembersDependencies,
  club: ClubRow,
  viewer: UserRow,
  memberSlug: string,
): Promise<void> {
  await clubWrite(deps, club.id, async (trx) => {
    const member = await memberOrNotFound(trx, club, memberSlug);
    const viewerRole = await roleUnderLock(trx, club, viewer);
    refuse(removalRefusal(viewerRole, targetOf(member, viewer)), viewerRole);
    await deleteMember(trx, member.id);
  });
}

/** The owner hands the club to a user member and becomes a manager, in one transaction. */
export async function transferOwnership(
  deps: MembersDependencies,
  club: ClubRow,
  owner: UserRow,
  memberSlug: string,
): Promise<Member> {
  return clubWrite(deps, club.id, async (trx) => {
    const target = await findMember(trx, club.id, memberSlug);
    if (!target)
      throw FormError.fields({ member_slug: ['No member with this slug in this club.'] });
    const mine = await findMembershipOfUser(trx, club.id, owner.id);
    // Checked again under the lock: a transfer a moment earlier made the caller a manager.
    if (!mine) throw HttpError.forbidden();
    refuse(transferRefusal(mine.role, targetOf(target, owner)), mine.role);
    await setMemberRole(trx, mine.id, 'manager');
    await setMemberRole(trx, target.id, 'owner');
    return presentMember({ ...target, role: 'owner' }, true);
  });
}

/**
 * A signed-in member takes over a guest profile (their results live there): the guest row gets
 * the user and the user's role, and the user's own row for the club is removed (decision 0011).
 */
export async function claimGuest(
  deps: MembersDependencies,
  club: ClubRow,
  user: UserRow,
  memberSlug: string,
): Promise<Member> {
  return clubWrite(deps, club.id, async (trx) => {
    const guest = await findMember(trx, club.id, memberSlug);
    if (!guest) throw HttpError.notFound();
    const mine = await findMembershipOfUser(trx, club.id, user.id);
    if (!mine) throw HttpError.notFound();
    refuse(claimRefusal(mine.role, targetOf(guest, user)), mine.role);
    await deleteMember(trx, mine.id);
    await setMemberUser(trx, guest.id, { userId: user.id, role: mine.role });
    const claimed = await findMember(trx, club.id, guest.slug);
    if (!claimed) throw new Error('the claimed member vanished');
    return presentMember(claimed, can(mine.role, 'members:see-emails'));
  });
}

// ---------------------------------------------------------------------------------------------
// Invitations

function inviteLink(deps: MembersDependencies, token: string): string {
  return `${deps.appUrl.replace(/\/+$/, '')}/accept-invite/${token}`;
}

async function queueInviteMail(
  deps: MembersDependencies,
  trx: Kysely<Database>,
  club: ClubRow,
  inviter: UserRow,
  invite: { email: string; role: AssignableRole },
  token: string,
): Promise<number> {
  const mail = inviteMail({
    clubName: club.name,
    inviterName: fullName(inviter.first_name, inviter.last_name) || null,
    role: invite.role,
    link: inviteLink(deps, token),
  });
  return deps.mail.enqueue(trx, { to: invite.email, ...mail });
}

export async function createInvite(
  deps: MembersDependencies,
  club: ClubRow,
  inviter: UserRow,
  viewerRole: ClubRole,
  input: CreateInviteRequest,
): Promise<Invite> {
  refuse(invitationRefusal(viewerRole, input.role), viewerRole);
  const token = randomToken();
  const { invite, mailId } = await clubWrite(deps, club.id, async (trx, at) => {
    if (await hasMemberWithEmail(trx, club.id, input.email)) {
      throw FormError.fields({ email: [M.alreadyMember] });
    }
    await deletePendingInvitesTo(trx, club.id, input.email);
    const invite = await insertInvite(trx, {
      club_id: club.id,
      email: input.email,
      role: input.role,
      token_hash: hashToken(token),
      invited_by_user_id: inviter.id,
      created_at: at,
      expires_at: new Date(Date.parse(at) + INVITE_LIFETIME_DAYS * DAY_MS).toISOString(),
    });
    const mailId = await queueInviteMail(deps, trx, club, inviter, input, token);
    await recordEvent(trx, {
      type: 'member.invited',
      clubId: club.id,
      userId: inviter.id,
      data: { invite: invite.id, role: input.role },
      at,
    });
    return { invite, mailId };
  });
  deps.mail.deliverSoon(mailId);
  return presentInvite(deps, {
    ...invite,
    first_name: inviter.first_name,
    last_name: inviter.last_name,
  });
}

function presentInvite(
  deps: MembersDependencies,
  invite: {
    id: number;
    email: string;
    role: AssignableRole;
    created_at: string;
    expires_at: string;
    first_name: string | null;
    last_name: string | null;
  },
): Invite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    invited_by: fullName(invite.first_name, invite.last_name) || null,
    created_at: invite.created_at,
    expires_at: invite.expires_at,
    expired: Date.parse(invite.expires_at) <= deps.now().getTime(),
  };
}

export async function listInvites(deps: MembersDependencies, club: ClubRow): Promise<Invite[]> {
  return (await listPendingInvites(deps.db, club.id)).map((invite) => presentInvite(deps, invite));
}

export async function revokeInvite(
  deps: MembersDependencies,
  club: ClubRow,
  viewerRole: ClubRole,
  id: number,
): Promise<void> {
  const invite = await findPendingInvite(deps.db, club.id, id);
  if (!invite) throw HttpError.notFound();
  refuse(invitationRefusal(viewerRole, invite.role), viewerRole);
  await deleteInvite(deps.db, invite.id);
}

/** A new token (the old link stops working), a fresh 7 days and the mail again. */
export async function resendInvite(
  deps: MembersDependencies,
  club: ClubRow,
  inviter: UserRow,
  viewerRole: ClubRole,
  id: number,
): Promise<Invite> {
  const token = randomToken();
  const { invite, mailId } = await clubWrite(deps, club.id, async (trx, at) => {
    const invite = await findPendingInvite(trx, club.id, id);
    if (!invite) throw HttpError.notFound();
    refuse(invitationRefusal(viewerRole, invite.role), viewerRole);
    const expiresAt = new Date(Date.parse(at) + INVITE_LIFETIME_DAYS * DAY_MS).toISOString();
    await replaceInviteToken(trx, invite.id, { tokenHash: hashToken(token), at, expiresAt });
    const mailId = await queueInviteMail(deps, trx, club, inviter, invite, token);
    return { invite: { ...invite, created_at: at, expires_at: expiresAt }, mailId };
  });
  deps.mail.deliverSoon(mailId);
  const [withInviter] = (await listPendingInvites(deps.db, club.id)).filter(
    (row) => row.id === invite.id,
  );
  return presentInvite(deps, withInviter ?? { ...invite, first_name: null, last_name: null });
}

/** The invitation a token names, usable now: 404 unknown, 410 used or expired. */
async function usableInvite(deps: MembersDependencies, db: Kysely<Database>, token: string) {
  const invite = await findInviteByTokenHash(db, hashToken(token));
  if (!invite) throw HttpError.notFound(M.inviteNotFound);
  if (invite.accepted_at !== null) throw new HttpError(410, M.inviteUsed, 'invite_used');
  if (Date.parse(invite.expires_at) <= deps.now().getTime()) {
    throw new HttpError(410, M.inviteExpired, 'invite_expired');
  }
  return invite;
}

export async function previewInvite(
  deps: MembersDependencies,
  token: string,
): Promise<InvitePreview> {
  const invite = await usableInvite(deps, deps.db, token);
  return {
    club_name: invite.club_name,
    club_slug: invite.club_slug,
    inviter_name: fullName(invite.inviter_first_name, invite.inviter_last_name) || null,
    email: invite.email,
    role: invite.role,
    account_exists: await hasAccountWithEmail(deps.db, invite.email),
    expires_at: invite.expires_at,
  };
}

/**
 * Any signed-in user holding the link joins with the invited role (decision 0011); the
 * invitation records who accepted it.
 */
export async function acceptInvite(
  deps: MembersDependencies,
  user: UserRow,
  token: string,
): Promise<{ club_slug: string; member: Member }> {
  return deps.db.transaction().execute(async (trx) => {
    const invite = await usableInvite(deps, trx, token);
    await lockClub(trx, invite.club_id);
    const club = await findClubById(trx, invite.club_id);
    if (await findMembershipOfUser(trx, club.id, user.id)) {
      throw new HttpError(400, M.youAreAlreadyMember, 'already_member');
    }
    await assertMayAddMember(deps, trx, club);
    const at = deps.now().toISOString();
    if (!(await claimInvite(trx, invite.id, { userId: user.id, at }))) {
      throw new HttpError(410, M.inviteUsed, 'invite_used');
    }
    const row = await insertClubMember(trx, {
      clubId: club.id,
      userId: user.id,
      role: invite.role,
      at,
    });
    const member = presentMember(
      {
        ...row,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        avatar_path: user.avatar_path,
      },
      can(invite.role, 'members:see-emails'),
    );
    return { club_slug: club.slug, member };
  });
}
