import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function findMailPreferences(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user')
    .select(['game_invitation_mails', 'game_reminder_mails'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function updateMailPreferences(
  db: Kysely<Database>,
  userId: number,
  changes: { game_invitation_mails?: number; game_reminder_mails?: number },
  at: string,
): Promise<void> {
  await db
    .updateTable('user')
    .set({ ...changes, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
