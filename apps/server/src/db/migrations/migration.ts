import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { SqlDialect } from '../database';

/**
 * A migration sees the database as it was when the migration was written, not today's
 * `Database` interface, so it works on an untyped Kysely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type MigrationDb = Kysely<any>;

export interface MigrationContext {
  dialect: SqlDialect;
}

export interface MigrationModule {
  up(db: MigrationDb, context: MigrationContext): Promise<void>;
  down(db: MigrationDb, context: MigrationContext): Promise<void>;
}

/**
 * Adds an auto-incrementing integer primary key `id`: the one column type that cannot be
 * written the same way on SQLite and PostgreSQL.
 */
export function withIdColumn<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  { dialect }: MigrationContext,
): CreateTableBuilder<TB, C | 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
        col.primaryKey().generatedByDefaultAsIdentity(),
      )
    : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
        col.primaryKey().autoIncrement(),
      );
}
