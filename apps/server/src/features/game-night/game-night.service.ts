import { randomInt } from 'node:crypto';
import {
  DEFAULT_SETTINGS,
  GAME_NIGHT_MESSAGES,
  type GameCommandRequest,
  type GameCommandResponse,
  type GameLogResponse,
  type GameNightState,
} from '@felt/contract';
import {
  applyGameCommand,
  gameStateView,
  GAME_SETTINGS_FIELDS,
  undoableGameCommands,
  type GameCommand,
  type GameSettings,
  type GameSetup,
} from '@felt/domain';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { FormError, HttpError } from '../../http-error';
import type { ClubAccess } from '../../policy/club-policy';
import {
  findSchedule,
  listLevels,
  listSchedules,
} from '../blind-schedules/blind-schedules.repository';
import { lockClub } from '../clubs/club-write';
import type { GameWithRefs } from '../games/games.repository';
import { listLiveEntries } from '../games/games.repository';
import { findMember } from '../members/members.repository';
import { readSettings } from '../settings/settings.service';
import { GAME_NIGHT_CHANNEL, type GameNightHub, type GameSnapshot } from './game-night.hub';
import {
  findCommand,
  gameStatus,
  insertCommand,
  lastVersion,
  listCommandsAfter,
  lockGame,
  notifyGameVersion,
  setGameStatus,
} from './game-night.repository';
import { memberName } from '../members/member-name';

export interface GameNightDependencies {
  db: Kysely<Database>;
  dialect: SqlDialect;
  now: () => Date;
  hub: GameNightHub;
}

export interface GameNightAccess extends ClubAccess {
  game: GameWithRefs;
}

const M = GAME_NIGHT_MESSAGES;

/**
 * The commands whose draw needs a seed: the server picks one (a seat draw, a balance or a table
 * break may bring the one the director's screen drew with).
 */
const SEEDED = new Set<GameCommand['type']>([
  'check_in',
  'late_register',
  'draw_seats',
  'balance',
  'break_table',
  'reenter',
]);

/** The commands that may change the game's status, which the games feature writes too. */
const CHANGES_STATUS = new Set<GameCommand['type']>(['start', 'finish', 'undo']);

/** The contract's state: the domain's view at `now`, the version and the undo list. */
export function presentGameNight(snapshot: GameSnapshot, now: number): GameNightState {
  return {
    version: snapshot.version,
    server_time: now,
    ...gameStateView(snapshot.state, now),
    undo: undoableGameCommands(snapshot.state),
  };
}

/** `GET /api/games/{gameSlug}/state/`. */
export async function readGameNight(
  deps: GameNightDependencies,
  access: GameNightAccess,
): Promise<GameNightState> {
  const snapshot = await deps.hub.current(access.game.id);
  return presentGameNight(snapshot, deps.now().getTime());
}

/** `GET /api/games/{gameSlug}/commands/?after=`: the stored commands after a version. */
export async function readGameLog(
  deps: GameNightDependencies,
  access: GameNightAccess,
  after: number,
): Promise<GameLogResponse> {
  // One read for both, so the version is never behind the commands listed.
  return deps.db.transaction().execute(async (trx) => {
    const commands = await listCommandsAfter(trx, access.game.id, after);
    const version = commands.at(-1)?.version ?? (await lastVersion(trx, access.game.id));
    // A GameCommand is what the schema reads loosely (its fields beside id, at and type).
    return { version, commands: commands as GameLogResponse['commands'] };
  });
}

/** The blind levels `start` copies: the game's schedule, else the cascade's, else the club's default. */
async function levelsFor(
  db: Kysely<Database>,
  game: GameWithRefs,
  scheduleSlug: string | null,
): Promise<GameSetup['levels']> {
  let scheduleId = game.blind_schedule_id;
  if (scheduleId === null && scheduleSlug) {
    scheduleId = (await findSchedule(db, game.club_id, scheduleSlug))?.id ?? null;
  }
  if (scheduleId === null) {
    const schedules = await listSchedules(db, game.club_id);
    scheduleId = schedules.find((schedule) => schedule.is_default === 1)?.id ?? null;
  }
  if (scheduleId === null) return [];
  const levels = await listLevels(db, [scheduleId]);
  return levels.map((level) => ({
    time_minutes: level.time_minutes,
    small_blind: level.small_blind,
    big_blind: level.big_blind,
    ante_value: level.ante_value,
    is_break: level.is_break === 1,
  }));
}

/** What `start` copies into the log: levels, the game's effective settings, the registered. */
async function setupFor(db: Kysely<Database>, game: GameWithRefs): Promise<GameSetup> {
  const effective = await readSettings(db, {
    scope: 'game',
    game: {
      id: game.id,
      club_id: game.club_id,
      season_id: game.season_id,
      league_id: game.league_id,
    },
  });
  const settings = {} as GameSettings;
  for (const field of GAME_SETTINGS_FIELDS) {
    settings[field] = effective[field]?.value ?? DEFAULT_SETTINGS[field];
  }
  const entries = (await listLiveEntries(db, game.id))
    .filter((entry) => entry.status === 'registered')
    .map((entry) => ({ id: String(entry.id), name: entry.name, member_slug: entry.member_slug }));
  return {
    levels: await levelsFor(db, game, effective.default_blind_schedule_slug.value),
    settings,
    entries,
  };
}

/** The domain's command for the request: `at`, the seed, and what the server adds. */
async function commandFor(
  trx: Kysely<Database>,
  access: GameNightAccess,
  request: GameCommandRequest,
  at: number,
): Promise<GameCommand> {
  const { game, club } = access;
  const seed =
    (request.type === 'draw_seats' ||
      request.type === 'balance' ||
      request.type === 'break_table') &&
    request.seed !== undefined &&
    request.seed !== null
      ? request.seed
      : SEEDED.has(request.type)
        ? randomInt(0, 2 ** 31)
        : undefined;
  const stamp = { at, ...(seed === undefined ? {} : { seed }) };
  switch (request.type) {
    case 'start': {
      const { hold_clock, ...rest } = request;
      return {
        ...rest,
        ...stamp,
        setup: await setupFor(trx, game),
        ...(hold_clock ? { hold_clock } : {}),
      };
    }
    case 'late_register': {
      const { member_slug, guest_name, ...rest } = request;
      if (member_slug && guest_name) {
        throw FormError.fields({ non_field_errors: [M.oneOfMemberOrGuest] });
      }
      if (member_slug) {
        const member = await findMember(trx, club.id, member_slug);
        if (!member) throw FormError.fields({ member_slug: [M.unknownMember] });
        return { ...rest, ...stamp, member_slug, name: memberName(member) };
      }
      return { ...rest, ...stamp, guest_name: guest_name ?? null };
    }
    case 'balance':
    case 'break_table': {
      const { seed: _seed, ...rest } = request;
      return { ...rest, ...stamp } as GameCommand;
    }
    default:
      return { ...request, ...stamp } as GameCommand;
  }
}

/**
 * `POST /api/games/{gameSlug}/commands/`: appends the command to the game's log, under the
 * game's lock, and answers the version it got with the state right after it. A command id seen
 * before is answered the same without applying anything; a refusal is a 409 with the domain's
 * reason (and `blocked_by` for an undo), and changes nothing.
 */
export async function runGameCommand(
  deps: GameNightDependencies,
  access: GameNightAccess,
  user: UserRow,
  request: GameCommandRequest,
): Promise<GameCommandResponse> {
  const { game } = access;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // Club first, then game, as every writer that takes both does.
    if (CHANGES_STATUS.has(request.type)) await lockClub(trx, game.club_id);
    await lockGame(trx, deps.dialect, game.id);
    const previous = await findCommand(trx, game.id, request.id);
    if (previous) {
      if (previous.command.type !== request.type) {
        throw new HttpError(409, M.idReused, 'command_refused');
      }
      return { repeated: true as const, version: previous.version };
    }
    // A game cancelled (or its results recorded) in the meantime takes no more commands.
    const status = await gameStatus(trx, game.id);
    if (status === 'cancelled' || status === 'recorded') {
      throw new HttpError(
        409,
        request.type === 'start' ? M.notStartable : M.closed(status),
        'command_refused',
      );
    }
    const current = await deps.hub.current(game.id, trx);
    const now = deps.now();
    const command = await commandFor(trx, access, request, now.getTime());
    const applied = applyGameCommand(current.state, command);
    if (!applied.ok) {
      throw new HttpError(
        409,
        applied.reason,
        'command_refused',
        applied.blocked_by === undefined ? {} : { blocked_by: applied.blocked_by },
      );
    }
    const version = current.version + 1;
    await insertCommand(trx, {
      gameId: game.id,
      version,
      command,
      userId: user.id,
      createdAt: now.toISOString(),
    });
    if (applied.state.status !== current.state.status) {
      await setGameStatus(trx, game.id, applied.state.status, now.toISOString());
    }
    if (deps.dialect === 'postgres') {
      await notifyGameVersion(trx, GAME_NIGHT_CHANNEL, `${game.id}:${version}`);
    }
    return { repeated: false as const, snapshot: { version, state: applied.state } };
  });
  if (outcome.repeated) {
    const snapshot = await deps.hub.at(game.id, outcome.version);
    return { version: snapshot.version, state: presentGameNight(snapshot, deps.now().getTime()) };
  }
  deps.hub.remember(game.id, outcome.snapshot);
  void deps.hub.announce(game.id, outcome.snapshot.version);
  return {
    version: outcome.snapshot.version,
    state: presentGameNight(outcome.snapshot, deps.now().getTime()),
  };
}
