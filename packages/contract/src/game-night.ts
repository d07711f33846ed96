import {
  BLIND_CLOCK_STATUSES,
  GAME_COMMAND_TYPES,
  GAME_ENTRY_VIEW_STATUSES,
  GAME_STATUSES_LIVE,
  MAX_REMAINING_SECONDS,
} from '@felt/domain';
import { z } from 'zod';
import {
  GAME_COMMAND_ID_MAX_LENGTH,
  GAME_ENTRY_ID_MESSAGE,
  gameEntryIdSchema,
} from './game-entry-id';
import { DATABASE_INTEGER_MAX } from './members';

export { GAME_COMMAND_ID_MAX_LENGTH, gameEntryIdSchema } from './game-entry-id';

/**
 * The live game night (issue 13, decisions 0022 and 0024): a running game is the fold of its
 * command log. A director sends commands to `POST /api/games/{gameSlug}/commands/`; everyone
 * reads `GET .../state/` and follows `GET .../events/` (server-sent events). The commands
 * mirror the domain's `GameCommandBody`; the server adds `at`, `seed` and what `start` copies.
 */

export const GAME_NIGHT_MESSAGES = {
  required: 'This field is required.',
  commandId: 'Give the command an id (a UUID made by the client).',
  entryId: GAME_ENTRY_ID_MESSAGE,
  table: 'Give a table number from the game state.',
  unknownMember: 'Choose a member of this club.',
  oneOfMemberOrGuest: 'Give a member or a guest name, not both.',
  seconds: `Enter a whole number of seconds from 1 to ${MAX_REMAINING_SECONDS}.`,
  idReused: 'This command id was already used for another command.',
  notStartable: 'Only a scheduled game can be started.',
  closed: (status: 'cancelled' | 'recorded') =>
    status === 'cancelled'
      ? 'This game was cancelled: it takes no more commands.'
      : 'The results of this game are recorded: it takes no more commands.',
} as const;

const M = GAME_NIGHT_MESSAGES;

const base = {
  id: z
    .string({ error: M.commandId })
    .trim()
    .min(1, M.commandId)
    .max(GAME_COMMAND_ID_MAX_LENGTH, M.commandId),
};

const command = <T extends (typeof GAME_COMMAND_TYPES)[number], S extends z.ZodRawShape>(
  type: T,
  shape: S,
) => z.object({ ...base, type: z.literal(type), ...shape });

/** `POST /api/games/{gameSlug}/commands/`: one of the domain's commands, without `at`/`seed`. */
export const gameCommandRequestSchema = z.discriminatedUnion(
  'type',
  [
    // The server copies the schedule, the settings and the registered entries into the log.
    command('start', { hold_clock: z.boolean().optional() }),
    command('pause', {}),
    command('resume', {}),
    command('next_level', {}),
    command('previous_level', {}),
    command('set_remaining', {
      seconds: z
        .number({ error: M.seconds })
        .int(M.seconds)
        .min(1, M.seconds)
        .max(MAX_REMAINING_SECONDS, M.seconds),
    }),
    command('check_in', { entry_id: gameEntryIdSchema }),
    command('late_register', {
      // The member's name is added by the server.
      member_slug: z.string().trim().min(1).max(120).nullish(),
      guest_name: z.string().trim().min(1).max(100).nullish(),
    }),
    // A seed the director's screen drew with, so the seats it shows at once are the ones kept
    // (the draw is no fairer for the server choosing it: a director can move any seat).
    command('draw_seats', { seed: z.number().int().min(0).max(0xffffffff).nullish() }),
    // A seed the director's preview used (previewGameBalance), so the moves are the ones shown.
    command('balance', { seed: z.number().int().min(0).max(0xffffffff).nullish() }),
    // Closes the table named. The server draws where its players sit, unless the director's
    // screen drew it (the seed it showed the moves with, as for a balance).
    command('break_table', {
      table: z.number({ error: M.table }).int(M.table).min(1, M.table).max(1000, M.table),
      seed: z.number().int().min(0).max(0xffffffff).nullish(),
    }),
    command('move_seat', {
      entry_id: gameEntryIdSchema,
      table: z.number().int().min(1).max(1000),
      seat: z.number().int().min(1).max(100),
    }),
    command('bust', {
      entry_id: gameEntryIdSchema,
      eliminated_by_entry_id: gameEntryIdSchema.nullish(),
    }),
    command('rebuy', { entry_id: gameEntryIdSchema }),
    command('reenter', { entry_id: gameEntryIdSchema }),
    command('addon', { entry_id: gameEntryIdSchema }),
    command('undo', {
      command_id: z
        .string({ error: M.commandId })
        .trim()
        .min(1, M.commandId)
        .max(GAME_COMMAND_ID_MAX_LENGTH, M.commandId),
    }),
    command('finish', { deal: z.boolean().optional() }),
  ],
  { error: `Choose a command type: ${GAME_COMMAND_TYPES.join(', ')}.` },
);
export type GameCommandRequest = z.infer<typeof gameCommandRequestSchema>;
export type GameCommandRequestInput = z.input<typeof gameCommandRequestSchema>;

const gameLevelSchema = z.object({
  time_minutes: z.number(),
  small_blind: z.number(),
  big_blind: z.number(),
  ante_value: z.number(),
  is_break: z.boolean(),
  level_number: z.number(),
  sort_order: z.number(),
});

export const gameClockSchema = z.object({
  status: z.enum(BLIND_CLOCK_STATUSES),
  level_index: z.number(),
  remaining_ms: z.number(),
  level: gameLevelSchema.nullable(),
  next_level: gameLevelSchema.nullable(),
  ms_to_next_break: z.number().nullable(),
});

export const gameNightEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  member_slug: z.string().nullable(),
  status: z.enum(GAME_ENTRY_VIEW_STATUSES),
  table: z.number().nullable(),
  seat: z.number().nullable(),
  rebuys: z.number(),
  addons: z.number(),
  knockouts: z.number(),
  eliminated_by: z.string().nullable(),
  place: z.number().nullable(),
  reentry_of: z.string().nullable(),
});
export type GameNightEntry = z.infer<typeof gameNightEntrySchema>;

/** A command the undo list offers, newest first, labelled ("Bust: Ann Lee by Bob Stone"). */
export const undoableGameCommandSchema = z.object({
  id: z.string(),
  type: z.enum(GAME_COMMAND_TYPES),
  at: z.number(),
  label: z.string(),
});

/**
 * `GET /api/games/{gameSlug}/state/`, each event of `.../events/`, and the command's answer:
 * the domain's `gameStateView` at `server_time` (epoch ms), the log's `version` (0 before the
 * first command) and the undo list.
 */
export const gameNightStateSchema = z.object({
  version: z.number().int(),
  server_time: z.number(),
  status: z.enum(GAME_STATUSES_LIVE),
  clock: gameClockSchema,
  entries: z.array(gameNightEntrySchema),
  tables: z.array(z.object({ table: z.number(), seats: z.array(z.string().nullable()) })),
  players_total: z.number(),
  players_left: z.number(),
  average_stack: z.number(),
  prize_pool_cents: z.number(),
  level_in_force: z.number(),
  late_registration_open: z.boolean(),
  late_registration_until_level: z.number(),
  rebuys_open: z.boolean(),
  balance_needed: z.boolean(),
  deal: z.boolean(),
  undo: z.array(undoableGameCommandSchema),
});
export type GameNightState = z.infer<typeof gameNightStateSchema>;

/**
 * The last event of `.../events/` when the game leaves the night outside its log:
 * `event: cancelled` with this body (no `id`), sent to every viewer on every process when the
 * game is cancelled (`DELETE` of a game with entries, `status: "cancelled"`) or deleted (a game
 * without entries, `status: "deleted"`), and at once to a stream opened on a cancelled game
 * (after its state, when behind). The server then ends the stream: a client closes its
 * EventSource on this event, or it would reconnect and hear it again.
 */
export const gameNightCancelledEventSchema = z.object({
  game: z.string(),
  status: z.enum(['cancelled', 'deleted']),
});
export type GameNightCancelledEvent = z.infer<typeof gameNightCancelledEventSchema>;

/** The command's answer: the version it was given and the state right after it. */
export const gameCommandResponseSchema = z.object({
  version: z.number().int(),
  state: gameNightStateSchema,
});
export type GameCommandResponse = z.infer<typeof gameCommandResponseSchema>;

/** A refused command (409): the domain's reason; for an undo, the command that blocks it. */
export const gameCommandRefusalSchema = z.object({
  detail: z.string(),
  code: z.literal('command_refused'),
  blocked_by: z.string().optional(),
});
export type GameCommandRefusal = z.infer<typeof gameCommandRefusalSchema>;

/** `GET /api/games/{gameSlug}/commands/?after=<version>`: the log after a version (0: all). */
export const gameLogQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(DATABASE_INTEGER_MAX).default(0),
});

/**
 * One stored command as the domain folds it (`GameCommand`: id, at, seed, type and its fields;
 * `start` holds the setup it copied), with its version. A screen folds these with
 * `foldGameLog` to hold the same `GameState` as the server, so it can apply its own commands
 * before the server confirms them.
 */
export const gameLogEntrySchema = z.object({
  version: z.number().int(),
  command: z.object({ id: z.string(), at: z.number(), type: z.enum(GAME_COMMAND_TYPES) }).loose(),
});

export const gameLogResponseSchema = z.object({
  /** The game's last version. */
  version: z.number().int(),
  commands: z.array(gameLogEntrySchema),
});
export type GameLogResponse = z.infer<typeof gameLogResponseSchema>;

/** `GET /api/time/`: the server's clock, epoch ms, for the screens' clock offset. */
export const serverTimeResponseSchema = z.object({ server_time: z.number() });
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;
