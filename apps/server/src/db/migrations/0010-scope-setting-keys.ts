import { sql, type RawBuilder } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

/**
 * `scope_setting` named its scope as (`scope`, `scope_id`), a key no foreign key could check, so
 * deleting a league or season had to delete its overrides by hand (decision 0012). Each scope now
 * has its own nullable column with a foreign key and ON DELETE CASCADE; exactly one is set, and
 * each is unique (NULLs never collide, on both databases), so a scope has at most one row.
 *
 * A later scope (a game) is one more column here: add it to the CHECK below (PostgreSQL swaps
 * the constraint in place, SQLite rebuilds the table as this migration does).
 */
const SCOPES = [
  { scope: 'club', column: 'club_id', table: 'club' },
  { scope: 'league', column: 'league_id', table: 'league' },
  { scope: 'season', column: 'season_id', table: 'season' },
] as const;

/** Exactly one of the scope columns is set. Written with CASE to read the same on both. */
function oneScopeCheck(): RawBuilder<unknown> {
  return sql`${sql.join(
    SCOPES.map(({ column }) => sql`(case when ${sql.ref(column)} is null then 0 else 1 end)`),
    sql` + `,
  )} = 1`;
}

/** Old rows whose league or season is gone: a foreign key would refuse them. */
function orphaned(): RawBuilder<unknown> {
  return sql.join(
    SCOPES.map(
      ({ scope, table }) =>
        sql`(scope = ${scope} and scope_id not in (select id from ${sql.table(table)}))`,
    ),
    sql` or `,
  );
}

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`delete from scope_setting where ${orphaned()}`.execute(db);
    await sql`alter table scope_setting alter column club_id drop not null`.execute(db);
    for (const { scope, column, table } of SCOPES) {
      if (column !== 'club_id') {
        await sql`alter table scope_setting add column ${sql.ref(column)} integer
          references ${sql.table(table)} (id) on delete cascade`.execute(db);
      }
      // The old club_id named the owning club on every row; it now names the club scope only.
      await sql`update scope_setting
        set ${sql.ref(column)} = case when scope = ${scope} then scope_id end`.execute(db);
    }
    await sql`alter table scope_setting drop constraint scope_setting_scope_scope_id_key`.execute(
      db,
    );
    await sql`alter table scope_setting drop column scope, drop column scope_id`.execute(db);
    for (const { column } of SCOPES) {
      await sql`alter table scope_setting add constraint ${sql.id(`scope_setting_${column}_key`)}
        unique (${sql.ref(column)})`.execute(db);
    }
    await sql`alter table scope_setting add constraint scope_setting_one_scope
      check (${oneScopeCheck()})`.execute(db);
    return;
  }

  // SQLite cannot add a foreign key or a CHECK to a table: rebuild it, in one transaction so a
  // failure leaves the old table as it was.
  await db.transaction().execute(async (trx) => {
    await withIdColumn(trx.schema.createTable('scope_setting_next'), context)
      .addColumn('club_id', 'integer', (col) => col.references('club.id').onDelete('cascade'))
      .addColumn('league_id', 'integer', (col) => col.references('league.id').onDelete('cascade'))
      .addColumn('season_id', 'integer', (col) => col.references('season.id').onDelete('cascade'))
      .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('scope_setting_club_id_key', ['club_id'])
      .addUniqueConstraint('scope_setting_league_id_key', ['league_id'])
      .addUniqueConstraint('scope_setting_season_id_key', ['season_id'])
      .addCheckConstraint('scope_setting_one_scope', oneScopeCheck())
      .execute();
    await sql`insert into scope_setting_next (id, club_id, league_id, season_id, data, updated_at)
      select id,
        ${sql.join(SCOPES.map(({ scope }) => sql`case when scope = ${scope} then scope_id end`))},
        data, updated_at
      from scope_setting where not (${orphaned()})`.execute(trx);
    await trx.schema.dropTable('scope_setting').execute();
    await trx.schema.alterTable('scope_setting_next').renameTo('scope_setting').execute();
  });
}

/** Back to (`scope`, `scope_id`) with the owning club on every row. */
export async function down(db: MigrationDb, context: MigrationContext): Promise<void> {
  const scope = sql`case
    when club_id is not null then 'club'
    when league_id is not null then 'league'
    else 'season' end`;
  const scopeId = sql`coalesce(club_id, league_id, season_id)`;
  const owningClub = sql`coalesce(
    club_id,
    (select league.club_id from league where league.id = scope_setting.league_id),
    (select season.club_id from season where season.id = scope_setting.season_id))`;

  if (context.dialect === 'postgres') {
    await sql`alter table scope_setting add column scope text, add column scope_id integer`.execute(
      db,
    );
    await sql`alter table scope_setting drop constraint scope_setting_one_scope`.execute(db);
    for (const { column } of SCOPES) {
      await sql`alter table scope_setting drop constraint ${sql.id(`scope_setting_${column}_key`)}`.execute(
        db,
      );
    }
    await sql`update scope_setting
      set scope = ${scope}, scope_id = ${scopeId}, club_id = ${owningClub}`.execute(db);
    await sql`alter table scope_setting drop column league_id, drop column season_id`.execute(db);
    await sql`alter table scope_setting
      alter column club_id set not null,
      alter column scope set not null,
      alter column scope_id set not null,
      add constraint scope_setting_scope_scope_id_key unique (scope, scope_id)`.execute(db);
    return;
  }

  await db.transaction().execute(async (trx) => {
    await withIdColumn(trx.schema.createTable('scope_setting_previous'), context)
      .addColumn('club_id', 'integer', (col) =>
        col.notNull().references('club.id').onDelete('cascade'),
      )
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('scope_id', 'integer', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('scope_setting_scope_scope_id_key', ['scope', 'scope_id'])
      .execute();
    await sql`insert into scope_setting_previous (id, club_id, scope, scope_id, data, updated_at)
      select id, ${owningClub}, ${scope}, ${scopeId}, data, updated_at
      from scope_setting`.execute(trx);
    await trx.schema.dropTable('scope_setting').execute();
    await trx.schema.alterTable('scope_setting_previous').renameTo('scope_setting').execute();
  });
}
