import type { Kysely } from 'kysely';
import type { Database, NewContactMessage } from '../../db/schema';

export async function insertContactMessage(
  db: Kysely<Database>,
  message: NewContactMessage,
): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
