import { z } from 'zod';

/*
 * The entry ids of a game night, in a module of their own: the payouts' schemas name them
 * without the rest of the night's (whose command and state schemas take the domain's game log
 * constants with them, ~9 kB of a web page's first load; issue 20).
 */

/** The longest command id or entry id accepted (a UUID is 36 characters). */
export const GAME_COMMAND_ID_MAX_LENGTH = 100;

/** GAME_NIGHT_MESSAGES.entryId. */
export const GAME_ENTRY_ID_MESSAGE = 'Give the entry id from the game state.';

/**
 * An entry of the night as the state names it: a string (`"12"` for the registered entry 12 of
 * `/entries/`, a command id for a late registration or a re-entry). A number is read as its
 * string, so a client may send the entry id it knows from `/entries/`.
 */
export const gameEntryIdSchema = z
  .union(
    [
      z
        .string()
        .trim()
        .min(1, GAME_ENTRY_ID_MESSAGE)
        .max(GAME_COMMAND_ID_MAX_LENGTH, GAME_ENTRY_ID_MESSAGE),
      z.number({ error: GAME_ENTRY_ID_MESSAGE }).int().positive(GAME_ENTRY_ID_MESSAGE),
    ],
    { error: GAME_ENTRY_ID_MESSAGE },
  )
  .transform((value) => String(value));
