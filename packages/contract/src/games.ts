import { z } from 'zod';
import { MESSAGES } from './auth';

/**
 * Games and their entries (DESIGN.md section 4, issue 12). A game belongs to a club and a
 * season (the club's hidden season when none is chosen) and is addressed by a slug unique
 * across clubs (`/api/games/{slug}/`). Times are ISO 8601 instants, stored and answered in
 * UTC; screens show them in the viewer's time zone.
 */

export const GAME_STATUSES = ['scheduled', 'running', 'finished', 'recorded', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The statuses an entry has before the night (the live night adds seated and busted). */
export const ENTRY_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const GAME_LIMITS = Object.freeze({
  titleMaxLength: 100,
  locationMaxLength: 200,
  notesMaxLength: 2000,
  nameMaxLength: 100,
  minPlayers: 2,
  maxPlayers: 1000,
});

export const GAMES_PAGE_SIZE = 25;

export const GAME_WHEN = ['upcoming', 'past', 'all'] as const;
export type GameWhen = (typeof GAME_WHEN)[number];

export const GAME_MESSAGES = {
  required: MESSAGES.required,
  blank: 'This field may not be blank.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidStart: 'Enter a valid date and time.',
  maxPlayers: `Enter a whole number of players from ${GAME_LIMITS.minPlayers} to ${GAME_LIMITS.maxPlayers}, or leave it blank for no limit.`,
  maxPlayersBelowRegistered: (registered: number) =>
    `${registered} players are already registered: the limit cannot be lower.`,
  unknownSeason: 'Choose a season of this club.',
  unknownSchedule: 'Choose a blind structure of this club.',
  unknownMember: 'Choose a member of this club.',
  oneOfMemberOrGuest: 'Give a member or a guest name, not both.',
  alreadyEntered: 'This player is already registered for this game.',
  guestNameTaken: (name: string, count: number) =>
    `${count} members of this club go by ${name}: choose the one you mean from the members.`,
  notOpen: 'Registration is closed: this game is no longer scheduled.',
  gameCancelled: 'This game was cancelled.',
  cannotEditClosed: 'Only a scheduled game can be changed.',
  invalidWhen: `Choose one of: ${GAME_WHEN.join(', ')}.`,
  invalidPage: 'Invalid page.',
  entryStatus: 'Choose registered or waitlisted.',
} as const;

const M = GAME_MESSAGES;

const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.blank).max(max, M.tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, M.tooLong(max));

/** An instant with its offset (`2026-11-27T19:00:00-05:00` or `...Z`), answered as UTC. */
export const gameStartSchema = z
  .string({ error: M.invalidStart })
  .pipe(z.iso.datetime({ offset: true, error: M.invalidStart }))
  .transform((value) => new Date(value).toISOString());

export const maxPlayersSchema = z
  .number({ error: M.maxPlayers })
  .int(M.maxPlayers)
  .min(GAME_LIMITS.minPlayers, M.maxPlayers)
  .max(GAME_LIMITS.maxPlayers, M.maxPlayers)
  .nullable();

/** `POST /api/clubs/{slug}/games/`. */
export const createGameRequestSchema = z.object({
  title: requiredText(GAME_LIMITS.titleMaxLength),
  starts_at: gameStartSchema,
  /** A season of the club; the club's hidden season when absent or null. */
  season_slug: z.string().trim().min(1).nullable().optional(),
  location: optionalText(GAME_LIMITS.locationMaxLength).optional(),
  notes: optionalText(GAME_LIMITS.notesMaxLength).optional(),
  max_players: maxPlayersSchema.optional(),
  /** A blind schedule of the club; the settings cascade's default when absent or null. */
  blind_schedule_slug: z.string().trim().min(1).nullable().optional(),
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

/** `PATCH /api/games/{slug}/`: any field of the create request, plus the quick-join switch. */
export const updateGameRequestSchema = createGameRequestSchema.partial().extend({
  join_enabled: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  /** True makes a new join code; the old link stops working. */
  rotate_join_code: z.literal(true).optional(),
});
export type UpdateGameRequest = z.input<typeof updateGameRequestSchema>;

export const entrySchema = z.object({
  id: z.number().int(),
  status: z.enum(ENTRY_STATUSES),
  /** 1 for the first in line; null unless waitlisted. */
  waitlist_position: z.number().int().nullable(),
  /** The club member this entry is for; null for a guest who joined by link. */
  member_slug: z.string().nullable(),
  name: z.string(),
  joined_by_link: z.boolean(),
  created_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

export const gameSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  club_slug: z.string(),
  season_slug: z.string(),
  /** Null for a game in the club's hidden season (outside every league). */
  league_slug: z.string().nullable(),
  title: z.string(),
  starts_at: z.string(),
  location: z.string(),
  notes: z.string(),
  max_players: z.number().int().nullable(),
  blind_schedule_slug: z.string().nullable(),
  status: z.enum(GAME_STATUSES),
  registered_count: z.number().int(),
  waitlist_count: z.number().int(),
  /** Null when there is no limit. */
  seats_left: z.number().int().nullable(),
  /** The caller's own entry (not cancelled), or null. */
  my_entry: entrySchema.nullable(),
  /** Only in a list filtered by `member`: that member's entry (registered or waitlisted). */
  member_entry: entrySchema.optional(),
  /** Quick join; the code is shown to owners and managers only (null for everyone else). */
  join_enabled: z.boolean(),
  join_code: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListQuerySchema = z.object({
  when: z.enum(GAME_WHEN, { error: M.invalidWhen }).default('upcoming'),
  season: z.string().trim().min(1).optional(),
  /** A league's slug: the games of all its seasons. */
  league: z.string().trim().min(1).optional(),
  /** A member's slug: only the games they are registered or waitlisted for (their profile). */
  member: z.string().trim().min(1).optional(),
  page: z.coerce
    .number({ error: M.invalidPage })
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .default(1),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListResponseSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(gameSchema),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/**
 * `POST /api/games/{slug}/entries/`: `{}` registers the caller; a manager adds a member by
 * `member_slug` or someone new by `guest_name` (a guest player of the club).
 */
export const createEntryRequestSchema = z
  .object({
    member_slug: z.string().trim().min(1).optional(),
    guest_name: requiredText(GAME_LIMITS.nameMaxLength).optional(),
  })
  .refine((body) => !(body.member_slug && body.guest_name), {
    message: M.oneOfMemberOrGuest,
    path: ['non_field_errors'],
  });
export type CreateEntryRequest = z.input<typeof createEntryRequestSchema>;

/** The desk's "Add a guest" form: the `guest_name` of a manager's `POST .../entries/`. */
export const guestEntryRequestSchema = z.object({
  guest_name: requiredText(GAME_LIMITS.nameMaxLength),
});
export type GuestEntryRequest = z.input<typeof guestEntryRequestSchema>;

/**
 * `PATCH /api/games/{slug}/entries/{id}/`: the desk moves a player between the registered and
 * the waitlist. Promoting may take the game over its `max_players`: the director decides.
 */
export const updateEntryRequestSchema = z.object({
  status: z.enum(['registered', 'waitlisted'], { error: M.entryStatus }),
});
export type UpdateEntryRequest = z.input<typeof updateEntryRequestSchema>;

export const entryListResponseSchema = z.object({
  registered: z.array(entrySchema),
  /** In line order: the first one is promoted when a seat frees up. */
  waitlisted: z.array(entrySchema),
});
export type EntryListResponse = z.infer<typeof entryListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Quick join: anyone with the share link joins by name and email, without an account.

export const JOIN_MESSAGES = {
  joined: "You're in. We sent a confirmation to your email address.",
  waitlisted: (position: number) =>
    `The game is full: you're number ${position} on the waitlist. We'll email you if a seat opens up.`,
  cancelled: 'Your seat is cancelled. Thanks for letting the club know.',
  linkInvalid: 'This cancel link is not valid or was already used.',
} as const;

export const joinQuerySchema = z.object({ code: z.string().trim().min(1).max(100) });

/** `GET /api/games/{slug}/join/?code=`: what the public join page shows. */
export const joinPreviewSchema = z.object({
  club_name: z.string(),
  title: z.string(),
  starts_at: z.string(),
  location: z.string(),
  status: z.enum(GAME_STATUSES),
  max_players: z.number().int().nullable(),
  seats_left: z.number().int().nullable(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

/** `POST /api/games/{slug}/join/`. */
export const joinRequestSchema = z.object({
  code: z.string({ error: M.required }).trim().min(1, M.blank).max(100),
  name: requiredText(GAME_LIMITS.nameMaxLength),
  email: z
    .string({ error: M.required })
    .trim()
    .min(1, M.blank)
    .max(254, M.tooLong(254))
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((email) => email.toLowerCase()),
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const joinResponseSchema = z.object({
  detail: z.string(),
  status: z.enum(ENTRY_STATUSES),
  waitlist_position: z.number().int().nullable(),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

/** `POST /api/games/{slug}/join/cancel/`: the secret from the mailed cancel link. */
export const joinCancelRequestSchema = z.object({
  token: z.string({ error: M.required }).trim().min(1, M.blank).max(200),
});
