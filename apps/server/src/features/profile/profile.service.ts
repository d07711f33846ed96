import {
  MESSAGES,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateResponse,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import { findProfileClub, renameClub } from '../clubs/clubs.repository';
import type { Database, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError } from '../../http-error';
import { assertNotDemoUser } from '../../policy/club-policy';
import { mediaUrl, newMediaKey, type MediaStorage } from '../../storage/media-storage';
import type { AccountsDependencies } from '../accounts/accounts.dependencies';
import { assertCurrentPassword, startEmailChange } from '../accounts/email-change.service';
import type { RequestOrigin } from '../accounts/sessions.service';
import { toAvatarPng } from './avatar-image';
import {
  findProfileUser,
  isEmailInUse,
  updateProfileFields,
  type ProfileChanges,
} from './profile.repository';

export interface ProfileDependencies {
  db: Kysely<Database>;
  media: MediaStorage;
  now: () => Date;
  /** For the email-change flow a changed `email` starts. */
  accounts: AccountsDependencies;
}

export async function getProfile(db: Kysely<Database>, user: UserRow): Promise<Profile> {
  const club = await findProfileClub(db, user.id);
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    timezone: user.timezone,
    venmo_handle: user.venmo_handle,
    paypal_handle: user.paypal_handle,
    avatar_url: user.avatar_path ? mediaUrl(user.avatar_path) : null,
    club_name: club?.club.name ?? null,
  };
}

async function reloaded(db: Kysely<Database>, user: UserRow): Promise<UserRow> {
  return (await findProfileUser(db, user.id)) ?? user;
}

/**
 * Applies a partial profile update, and an avatar when one was uploaded. `club_name` renames
 * the club the user owns (slug unchanged, `club.updated` recorded); a changed `email` mails a
 * confirmation link to the new address and changes nothing yet. Demo may not.
 */
export async function updateProfile(
  deps: ProfileDependencies,
  user: UserRow,
  input: ProfileUpdate,
  avatarUpload: Buffer | null,
  origin: RequestOrigin,
): Promise<ProfileUpdateResponse> {
  await assertNotDemoUser(deps.db, user);
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
  // Refuse a taken address or a missing password before anything else changes, so a 400
  // means nothing was saved.
  if (newEmail && (await isEmailInUse(deps.db, newEmail))) {
    throw FormError.fields({ email: [MESSAGES.emailTaken] });
  }
  if (newEmail) {
    await assertCurrentPassword(
      deps.accounts,
      user,
      input.current_password,
      origin,
      'current_password',
    );
  }
  const avatarPng = avatarUpload ? await toAvatarPng(avatarUpload) : null;

  const changes: ProfileChanges = {};
  if (input.first_name !== undefined) changes.first_name = input.first_name;
  if (input.last_name !== undefined) changes.last_name = input.last_name;
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  if (input.venmo_handle !== undefined) changes.venmo_handle = input.venmo_handle;
  if (input.paypal_handle !== undefined) changes.paypal_handle = input.paypal_handle;
  const ownedClub = await findProfileClub(deps.db, user.id);
  const rename =
    typeof input.club_name === 'string' &&
    ownedClub?.role === 'owner' &&
    input.club_name !== ownedClub.club.name
      ? { club: ownedClub.club, name: input.club_name }
      : null;

  // The new file is stored first under a fresh name; the row then points at it, and only
  // then is the old file removed. A failure in between leaves no dangling pointer.
  const avatarKey = avatarPng ? newMediaKey('avatars', 'png') : null;
  if (avatarKey && avatarPng) {
    await deps.media.put(avatarKey, avatarPng, 'image/png');
    changes.avatar_path = avatarKey;
  }
  const at = deps.now().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (Object.keys(changes).length > 0) {
        await updateProfileFields(trx, user.id, changes, at);
      }
      if (rename) {
        await renameClub(trx, rename.club.id, rename.name, at);
        await recordEvent(trx, {
          type: 'club.updated',
          clubId: rename.club.id,
          userId: user.id,
          data: { name: rename.name, previous_name: rename.club.name },
          at,
        });
      }
      if (avatarKey) {
        await recordEvent(trx, {
          type: 'user.avatar.updated',
          clubId: null,
          userId: user.id,
          at,
        });
      }
    });
  } catch (error) {
    if (avatarKey) await deps.media.delete(avatarKey);
    throw error;
  }
  if (avatarKey && user.avatar_path) await deps.media.delete(user.avatar_path);

  const updated = await reloaded(deps.db, user);
  if (newEmail) await startEmailChange(deps.accounts, updated, newEmail, 'email');
  return { ...(await getProfile(deps.db, updated)), email_change_requested: newEmail !== null };
}

/** Removes the avatar (the file too). Demo may not. */
export async function removeAvatar(
  deps: ProfileDependencies,
  user: UserRow,
): Promise<ProfileUpdateResponse> {
  await assertNotDemoUser(deps.db, user);
  if (user.avatar_path) {
    await updateProfileFields(deps.db, user.id, { avatar_path: null }, deps.now().toISOString());
    await deps.media.delete(user.avatar_path);
  }
  const updated = await reloaded(deps.db, user);
  return { ...(await getProfile(deps.db, updated)), email_change_requested: false };
}
