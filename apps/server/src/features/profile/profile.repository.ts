import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  timezone?: string;
  venmo_handle?: string | null;
  paypal_handle?: string | null;
  avatar_path?: string | null;
}

export async function updateProfileFields(
  db: Kysely<Database>,
  userId: number,
  changes: ProfileChanges,
  at: string,
): Promise<void> {
  await db
    .updateTable('user')
    .set({ ...changes, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export async function findProfileUser(
  db: Kysely<Database>,
  userId: number,
): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** `email` lowercased, as every stored address is. */
export async function isEmailInUse(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}
