import { Migrator, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrations } from './migrations';
import type { MigrationContext, MigrationModule } from './migrations/migration';

/** Serves the static migration record, handing each migration the dialect it runs on. */
export class StaticMigrationProvider implements MigrationProvider {
  constructor(
    private readonly modules: Record<string, MigrationModule>,
    private readonly context: MigrationContext,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, module] of Object.entries(this.modules)) {
      out[name] = {
        up: (db) => module.up(db, this.context),
        down: (db) => module.down(db, this.context),
      };
    }
    return out;
  }
}

export function createMigrator({ db, dialect }: DatabaseHandle): Migrator {
  return new Migrator({ db, provider: new StaticMigrationProvider(migrations, { dialect }) });
}

export class MigrationFailedError extends Error {
  constructor(
    readonly failed: string | undefined,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(failed ? `Migration ${failed} failed: ${reason}` : `Migrations failed: ${reason}`);
    this.name = 'MigrationFailedError';
  }
}

/** Applies every pending migration and returns their names in order. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results = [] } = await createMigrator(handle).migrateToLatest();
  if (error) {
    const failed = results.find((result: MigrationResult) => result.status === 'Error');
    throw new MigrationFailedError(failed?.migrationName, error);
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
