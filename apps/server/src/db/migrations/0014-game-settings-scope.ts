import { sql, type CreateTableBuilder, type RawBuilder } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

/**
 * The game scope of the settings cascade (issue 12, decision 0012): `scope_setting` gains
 * `game_id`, a foreign key to `game` with ON DELETE CASCADE and unique like the others, and the
 * CHECK that exactly one scope column is set counts it too. Existing rows keep their scope.
 * PostgreSQL alters the table in place; SQLite cannot add a foreign key or change a CHECK, so it
 * rebuilds the table in one transaction, as 0010 did.
 */
const BEFORE = ['club_id', 'league_id', 'season_id'] as const;
const AFTER = [...BEFORE, 'game_id'] as const;

/** Exactly one of `columns` is set. Written with CASE to read the same on both databases. */
function oneScopeCheck(columns: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.join(
    columns.map((column) => sql`(case when ${sql.ref(column)} is null then 0 else 1 end)`),
    sql` + `,
  )} = 1`;
}

async function rebuildSqlite(
  db: MigrationDb,
  context: MigrationContext,
  columns: typeof BEFORE | typeof AFTER,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Untyped columns: the game column is there on the way up only.
    let table: CreateTableBuilder<string, string> = withIdColumn(
      trx.schema.createTable('scope_setting_next'),
      context,
    )
      .addColumn('club_id', 'integer', (col) => col.references('club.id').onDelete('cascade'))
      .addColumn('league_id', 'integer', (col) => col.references('league.id').onDelete('cascade'))
      .addColumn('season_id', 'integer', (col) => col.references('season.id').onDelete('cascade'));
    if (columns.length === AFTER.length) {
      table = table.addColumn('game_id', 'integer', (col) =>
        col.references('game.id').onDelete('cascade'),
      );
    }
    table = table
      .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('updated_at', 'text', (col) => col.notNull());
    for (const column of columns) {
      table = table.addUniqueConstraint(`scope_setting_${column}_key`, [column]);
    }
    await table.addCheckConstraint('scope_setting_one_scope', oneScopeCheck(columns)).execute();
    const kept = sql.join(BEFORE.map((column) => sql.ref(column)));
    // Going down, a game's overrides have no column left to live in: they go with it.
    await sql`insert into scope_setting_next (id, ${kept}, data, updated_at)
      select id, ${kept}, data, updated_at from scope_setting
      where ${sql.join(
        BEFORE.map((column) => sql`${sql.ref(column)} is not null`),
        sql` or `,
      )}`.execute(trx);
    await trx.schema.dropTable('scope_setting').execute();
    await trx.schema.alterTable('scope_setting_next').renameTo('scope_setting').execute();
  });
}

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`alter table scope_setting
      add column game_id integer references game (id) on delete cascade,
      add constraint scope_setting_game_id_key unique (game_id),
      drop constraint scope_setting_one_scope,
      add constraint scope_setting_one_scope check (${oneScopeCheck(AFTER)})`.execute(db);
    return;
  }
  await rebuildSqlite(db, context, AFTER);
}

/** Drops the game scope and its rows. */
export async function down(db: MigrationDb, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`delete from scope_setting where game_id is not null`.execute(db);
    await sql`alter table scope_setting
      drop constraint scope_setting_one_scope,
      drop column game_id,
      add constraint scope_setting_one_scope check (${oneScopeCheck(BEFORE)})`.execute(db);
    return;
  }
  await rebuildSqlite(db, context, BEFORE);
}
