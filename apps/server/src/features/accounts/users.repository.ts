import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../../db/schema';
import { firstFreeSlug } from '../../slugs/slugify';

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be lowercased, as every stored address is. */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('user').values(user).returningAll().executeTakeFirstOrThrow();
}

/** `base`, or `base-2`, `base-3`, ... whichever is free among user slugs. */
export async function freeUserSlug(db: Kysely<Database>, base: string): Promise<string> {
  const rows = await db
    .selectFrom('user')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

export async function markEmailVerified(
  db: Kysely<Database>,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordLogin(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('user').set({ last_login_at: at }).where('id', '=', id).execute();
}

/**
 * Replaces the password only if it is still `expectedHash`, so one reset link or one stale
 * form cannot apply twice. Returns whether it did.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  input: {
    id: number;
    expectedHash: string;
    newHash: string;
    at: string;
    /** Set when the change itself proves the address (a reset link). */
    verifyEmail?: boolean;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set((eb) => ({
      password_hash: input.newHash,
      updated_at: input.at,
      ...(input.verifyEmail
        ? { email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(input.at)) }
        : {}),
    }))
    .where('id', '=', input.id)
    .where('password_hash', '=', input.expectedHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function changeEmail(
  db: Kysely<Database>,
  id: number,
  email: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('user')
    .set({ email, email_verified_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Deletes the user; sessions, memberships and email-change requests go by cascade. */
export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('user').where('id', '=', id).execute();
}
