import {
  createGameRequestSchema,
  GAME_MESSAGES,
  maxPlayersSchema,
  type Game,
  type UpdateGameRequest,
} from '@felt/contract';
import { z } from 'zod';
import { instantOfWallClock, wallClockInputs } from './game-time';

const M = GAME_MESSAGES;
const fields = createGameRequestSchema.shape;

/**
 * What the game form holds: text as typed, the start as a date and a time on the club's clock
 * (decision 0029).
 */
export interface GameFormValues {
  title: string;
  date: string;
  time: string;
  /** '' = outside every league (the club's hidden season). */
  season_slug: string;
  /** '' = the settings cascade's default. */
  blind_schedule_slug: string;
  /** '' = no limit. */
  max_players: string;
  location: string;
  notes: string;
}

export const GAME_FORM_FIELDS = [
  'title',
  'date',
  'time',
  'season_slug',
  'blind_schedule_slug',
  'max_players',
  'location',
  'notes',
] as const satisfies readonly (keyof GameFormValues)[];

/** Where the server's field errors go: `starts_at` is the date and time the form shows. */
export const GAME_SERVER_FIELDS: Readonly<Record<string, keyof GameFormValues>> = {
  ...Object.fromEntries(GAME_FORM_FIELDS.map((field) => [field, field])),
  starts_at: 'date',
};

const REAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const REAL_TIME = /^\d{2}:\d{2}$/;

/**
 * The form's schema for a start typed in `timeZone` (the club's): each field with the
 * contract's rule and message, the date and time made into the instant, and the whole checked again by the
 * contract's request schema, so the form sends exactly what the server accepts.
 */
export function gameFormSchema(timeZone: string | undefined) {
  return z
    .object({
      title: fields.title,
      date: z
        .string()
        .min(1, M.required)
        .refine((value) => REAL_DATE.test(value) && instantOfWallClock(value, '12:00') !== null, {
          message: M.invalidStart,
        }),
      time: z.string().min(1, M.required).regex(REAL_TIME, M.invalidStart),
      season_slug: z.string(),
      blind_schedule_slug: z.string(),
      max_players: z
        .string()
        .trim()
        .transform((value) => (value === '' ? null : Number(value)))
        .pipe(maxPlayersSchema),
      location: fields.location.unwrap(),
      notes: fields.notes.unwrap(),
    })
    .transform((values) => ({
      title: values.title,
      // Both parts passed their checks, so this is a real instant.
      starts_at: instantOfWallClock(values.date, values.time, timeZone) ?? '',
      season_slug: values.season_slug || null,
      blind_schedule_slug: values.blind_schedule_slug || null,
      max_players: values.max_players,
      location: values.location,
      notes: values.notes,
    }))
    .pipe(createGameRequestSchema.required());
}

export type GameRequest = z.output<ReturnType<typeof gameFormSchema>>;

/** A new game's form: tonight's date is left to the user; the season is the one suggested. */
export function emptyGameForm(seasonSlug: string): GameFormValues {
  return {
    title: '',
    date: '',
    time: '',
    season_slug: seasonSlug,
    blind_schedule_slug: '',
    max_players: '',
    location: '',
    notes: '',
  };
}

/** An existing game in the form, its start on the viewer's clock. */
export function gameFormValues(game: Game, timeZone: string | undefined): GameFormValues {
  const start = wallClockInputs(game.starts_at, timeZone);
  return {
    title: game.title,
    date: start?.date ?? '',
    time: start?.time ?? '',
    season_slug: game.league_slug === null ? '' : game.season_slug,
    blind_schedule_slug: game.blind_schedule_slug ?? '',
    max_players: game.max_players === null ? '' : String(game.max_players),
    location: game.location,
    notes: game.notes,
  };
}

/**
 * Only what the user changed, so an unchanged time or place is not sent as a change (the
 * players hear about changes of time and place).
 */
export function gameChanges(request: GameRequest, game: Game): UpdateGameRequest {
  const before: GameRequest = {
    title: game.title,
    starts_at: new Date(game.starts_at).toISOString(),
    season_slug: game.league_slug === null ? null : game.season_slug,
    blind_schedule_slug: game.blind_schedule_slug,
    max_players: game.max_players,
    location: game.location,
    notes: game.notes,
  };
  const changes: UpdateGameRequest = {};
  for (const key of Object.keys(request) as (keyof GameRequest)[]) {
    if (request[key] !== before[key]) Object.assign(changes, { [key]: request[key] });
  }
  return changes;
}
