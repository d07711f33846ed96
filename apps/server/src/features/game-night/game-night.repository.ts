import type { GameStatus } from '@felt/contract';
import type { GameCommand } from '@felt/domain';
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../../db/database';
import type { Database, GameCommandRow } from '../../db/schema';

/**
 * Takes the game's lock for the rest of the transaction, so one game's commands are applied
 * one after another whatever the process: `SELECT ... FOR UPDATE` on the game row on
 * PostgreSQL, the database's write lock on SQLite (a write that changes nothing, taken up front
 * instead of upgrading a read lock later, as `lockClub` does).
 */
export async function lockGame(
  db: Kysely<Database>,
  dialect: SqlDialect,
  gameId: number,
): Promise<void> {
  if (dialect === 'postgres') {
    await db.selectFrom('game').select('id').where('id', '=', gameId).forUpdate().execute();
    return;
  }
  await db
    .updateTable('game')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', gameId)
    .execute();
}

/** A stored command as the domain folds it, with its version. */
export interface StoredGameCommand {
  version: number;
  command: GameCommand;
}

function stored(row: Pick<GameCommandRow, 'version' | 'body'>): StoredGameCommand {
  return { version: Number(row.version), command: JSON.parse(row.body) as GameCommand };
}

/** The game's commands after `version`, in order. */
export async function listCommandsAfter(
  db: Kysely<Database>,
  gameId: number,
  version: number,
): Promise<StoredGameCommand[]> {
  const rows = await db
    .selectFrom('game_command')
    .select(['version', 'body'])
    .where('game_id', '=', gameId)
    .where('version', '>', version)
    .orderBy('version')
    .execute();
  return rows.map(stored);
}

/** The game's last version (0 before the first command). */
export async function lastVersion(db: Kysely<Database>, gameId: number): Promise<number> {
  const row = await db
    .selectFrom('game_command')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The command the client sent with `commandId` before, if any. */
export async function findCommand(
  db: Kysely<Database>,
  gameId: number,
  commandId: string,
): Promise<StoredGameCommand | undefined> {
  const row = await db
    .selectFrom('game_command')
    .select(['version', 'body'])
    .where('game_id', '=', gameId)
    .where('command_id', '=', commandId)
    .executeTakeFirst();
  return row ? stored(row) : undefined;
}

export async function insertCommand(
  db: Kysely<Database>,
  row: {
    gameId: number;
    version: number;
    command: GameCommand;
    userId: number | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('game_command')
    .values({
      game_id: row.gameId,
      version: row.version,
      command_id: row.command.id,
      type: row.command.type,
      body: JSON.stringify(row.command),
      at: row.command.at,
      seed: row.command.seed ?? null,
      created_by_user_id: row.userId,
      created_at: row.createdAt,
    })
    .execute();
}

export async function setGameStatus(
  db: Kysely<Database>,
  gameId: number,
  status: GameStatus,
  at: string,
): Promise<void> {
  await db
    .updateTable('game')
    .set({ status, updated_at: at })
    .where('id', '=', gameId)
    .where('status', '<>', status)
    .execute();
}

/** The game's status as stored now (the lock's holder reads it after taking the lock). */
export async function gameStatus(db: Kysely<Database>, gameId: number): Promise<GameStatus> {
  const row = await db
    .selectFrom('game')
    .select('status')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/**
 * Tells every process listening on PostgreSQL that the game has a new version. NOTIFY is
 * transactional: it is delivered when the command's transaction commits, never before.
 */
export async function notifyGameVersion(
  db: Kysely<Database>,
  channel: string,
  payload: string,
): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
