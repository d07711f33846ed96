import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export interface SqlitePageRoom {
  pageCount: number;
  maxPageCount: number;
  freePages: number;
}

/** How far the SQLite file may still grow: its pages, its page limit and its free pages. */
export async function sqlitePageRoom(db: Kysely<Database>): Promise<SqlitePageRoom> {
  const number = async (pragma: string) => {
    const { rows } = await sql<Record<string, number>>`select * from ${sql.raw(pragma)}`.execute(
      db,
    );
    return Number(Object.values(rows[0] ?? {})[0] ?? 0);
  };
  return {
    pageCount: await number('pragma_page_count()'),
    maxPageCount: await number('pragma_max_page_count()'),
    freePages: await number('pragma_freelist_count()'),
  };
}
