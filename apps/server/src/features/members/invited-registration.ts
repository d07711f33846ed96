import { MEMBER_MESSAGES } from '@felt/contract';
import type { Kysely } from 'kysely';
import { findClubById, insertClubMember } from '../clubs/clubs.repository';
import type { Database } from '../../db/schema';
import { FormError } from '../../http-error';
import { hashToken } from '../accounts/tokens';
import { lockClub } from '../clubs/club-write';
import { claimInvite, findInviteByTokenHash } from './members.repository';
import { assertMayAddMember } from './members.service';

const M = MEMBER_MESSAGES;

/**
 * What is wrong with signing up with this invitation, as field errors (empty when usable). The
 * invitation must be unused, unexpired and sent to the address signing up: it is what proves
 * the address, so the account starts verified (decision 0011).
 */
export async function invitedRegistrationErrors(
  db: Kysely<Database>,
  input: { token: string; email: string; now: Date },
): Promise<Record<string, string[]>> {
  const invite = await findInviteByTokenHash(db, hashToken(input.token));
  if (!invite) return { invite_token: [M.inviteNotFound] };
  if (invite.accepted_at !== null) return { invite_token: [M.inviteUsed] };
  if (Date.parse(invite.expires_at) <= input.now.getTime()) {
    return { invite_token: [M.inviteExpired] };
  }
  if (invite.email !== input.email) return { email: [M.inviteEmailMismatch] };
  return {};
}

/**
 * In the sign-up transaction: the new user joins the inviting club with the invited role,
 * within the club's `members` plan limit like any other new member.
 */
export async function joinInvitedClub(
  trx: Kysely<Database>,
  input: {
    token: string;
    email: string;
    userId: number;
    at: string;
    now: Date;
    billingEnabled: boolean;
  },
): Promise<void> {
  const errors = await invitedRegistrationErrors(trx, input);
  if (Object.keys(errors).length > 0) throw FormError.fields(errors);
  const invite = await findInviteByTokenHash(trx, hashToken(input.token));
  if (!invite) throw FormError.fields({ invite_token: [M.inviteNotFound] });
  await lockClub(trx, invite.club_id);
  const club = await findClubById(trx, invite.club_id);
  await assertMayAddMember({ db: trx, billingEnabled: input.billingEnabled }, trx, club);
  if (!(await claimInvite(trx, invite.id, { userId: input.userId, at: input.at }))) {
    throw FormError.fields({ invite_token: [M.inviteUsed] });
  }
  await insertClubMember(trx, {
    clubId: invite.club_id,
    userId: input.userId,
    role: invite.role,
    at: input.at,
  });
}
