import type { MailPreferences, MailPreferencesUpdate } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { assertNotDemoUser } from '../../policy/club-policy';
import { findMailPreferences, updateMailPreferences } from './mail-preferences.repository';

const present = (row: { game_invitation_mails: number; game_reminder_mails: number }) => ({
  game_invitations: row.game_invitation_mails === 1,
  game_reminders: row.game_reminder_mails === 1,
});

export async function getMailPreferences(
  db: Kysely<Database>,
  user: UserRow,
): Promise<MailPreferences> {
  return present(await findMailPreferences(db, user.id));
}

/** Changes what is given; Demo (a shared account) may not. */
export async function changeMailPreferences(
  deps: { db: Kysely<Database>; now: () => Date },
  user: UserRow,
  input: MailPreferencesUpdate,
): Promise<MailPreferences> {
  await assertNotDemoUser(deps.db, user);
  const changes: { game_invitation_mails?: number; game_reminder_mails?: number } = {};
  if (input.game_invitations !== undefined) changes.game_invitation_mails = +input.game_invitations;
  if (input.game_reminders !== undefined) changes.game_reminder_mails = +input.game_reminders;
  if (Object.keys(changes).length > 0) {
    await updateMailPreferences(deps.db, user.id, changes, deps.now().toISOString());
  }
  return getMailPreferences(deps.db, user);
}
