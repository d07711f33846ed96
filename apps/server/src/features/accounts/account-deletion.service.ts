import { ACCOUNT_DELETE_CONFIRMATION, ACCOUNT_MESSAGES, MESSAGES } from '@felt/contract';
import type { UserRow } from '../../db/schema';
import { FormError, HttpError } from '../../http-error';
import { deleteClub, listOwnedClubs } from '../clubs/clubs.repository';
import { accountDeletedMail } from './account-mails';
import { checkPasswordThrottled } from './account-throttles';
import type { AccountsDependencies } from './accounts.dependencies';
import { queueMail } from './mailed-links';
import type { RequestOrigin } from './sessions.service';
import { deleteUser } from './users.repository';

export interface DeletedAccount {
  /** Clubs the user owned alone, deleted with the account. */
  deletedClubs: { slug: string; name: string }[];
}

/**
 * Deletes the account after the password and the typed confirmation. Refused while the user
 * owns a club with anyone else in it (they must transfer or delete it first); clubs the user
 * is the only member of are deleted with the account. Sessions, memberships and pending email
 * changes go by cascade; the avatar file is removed and a goodbye mail is sent.
 */
export async function deleteAccount(
  deps: AccountsDependencies,
  user: UserRow,
  input: { password: string; confirm: string },
  origin: RequestOrigin,
): Promise<DeletedAccount> {
  if (input.confirm.trim() !== ACCOUNT_DELETE_CONFIRMATION) {
    throw FormError.fields({ confirm: [ACCOUNT_MESSAGES.confirmDelete] });
  }
  if (!(await checkPasswordThrottled(deps, user, input.password, origin.ip))) {
    throw FormError.fields({ password: [MESSAGES.wrongPassword] });
  }
  const { deletedClubs, mailId } = await deps.db.transaction().execute(async (trx) => {
    // Checked inside the transaction, so a member who joins meanwhile is not deleted away.
    const owned = await listOwnedClubs(trx, user.id);
    const shared = owned.filter((club) => club.otherMemberships > 0);
    if (shared.length > 0) {
      throw new HttpError(400, ACCOUNT_MESSAGES.ownsClubs, 'owns_clubs', {
        clubs: shared.map(({ slug, name, memberCount }) => ({ slug, name, memberCount })),
      });
    }
    for (const club of owned) await deleteClub(trx, club.id);
    const clubs = owned.map(({ slug, name }) => ({ slug, name }));
    const id = await queueMail(
      deps,
      trx,
      user.email,
      accountDeletedMail({
        appUrl: deps.appUrl,
        firstName: user.first_name,
        deletedClubs: clubs.map((club) => club.name),
      }),
    );
    await deleteUser(trx, user.id);
    return { deletedClubs: clubs, mailId: id };
  });
  deps.mail.deliverSoon(mailId);
  if (user.avatar_path) await deps.media.delete(user.avatar_path);
  return { deletedClubs };
}
