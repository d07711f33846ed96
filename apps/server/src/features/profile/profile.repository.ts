import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { memberName, memberSortKey } from '../members/member-name';

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
  if (changes.first_name !== undefined || changes.last_name !== undefined) {
    // The members lists sort and search by the name: keep every membership's copy in step.
    const user = await db
      .selectFrom('user')
      .select(['first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('club_member')
      .set({ sort_name: memberSortKey(memberName({ display_name: null, ...user })) })
      .where('user_id', '=', userId)
      .execute();
  }
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
