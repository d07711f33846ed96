import { z } from 'zod';

/**
 * Importing a season's past results from a CSV file (issue 14, decision 0037):
 * `POST /api/seasons/{seasonSlug}/import/`, multipart with the file in `file` and `dry_run`
 * (or JSON `{csv, dry_run}`). One row per player per game; the dry run answers what the import
 * would create and every row's problem by line number, the import writes it all or nothing.
 */

/** The largest file an import reads. */
export const SEASON_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most data rows (players in games) one file may hold. */
export const SEASON_IMPORT_MAX_ROWS = 5000;
/** The most problems an answer lists; `error_count` says how many there were. */
export const SEASON_IMPORT_MAX_ERRORS = 500;

/** The columns, in the template's order; `email` and the counts may be left blank. */
export const SEASON_IMPORT_COLUMNS = [
  'date',
  'game',
  'player',
  'email',
  'place',
  'rebuys',
  'addons',
  'knockouts',
  'prize',
] as const;
export type SeasonImportColumn = (typeof SEASON_IMPORT_COLUMNS)[number];

/** Other headings a spreadsheet may use for a column (compared without case, spaces or signs). */
export const SEASON_IMPORT_COLUMN_ALIASES: Readonly<Record<string, SeasonImportColumn>> = {
  day: 'date',
  gamedate: 'date',
  gametitle: 'game',
  title: 'game',
  gamename: 'game',
  name: 'player',
  playername: 'player',
  emailaddress: 'email',
  finish: 'place',
  position: 'place',
  rebuy: 'rebuys',
  addon: 'addons',
  knockout: 'knockouts',
  kos: 'knockouts',
  bounties: 'knockouts',
  prizes: 'prize',
  winnings: 'prize',
  payout: 'prize',
};

/** The file the import screen offers to download: the header and a small example game. */
export const SEASON_IMPORT_TEMPLATE_NAME = 'felt-season-import-template.csv';
export const SEASON_IMPORT_TEMPLATE = [
  SEASON_IMPORT_COLUMNS.join(','),
  '2025-01-10,Friday Night,Alice Johnson,alice@example.com,1,0,1,2,150.00',
  '2025-01-10,Friday Night,Bob Smith,,2,1,1,0,90.00',
  '2025-01-10,Friday Night,Carol White,,3,0,0,0,',
  '',
].join('\r\n');

export const SEASON_IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV file to import.',
  fileTooLarge: (megabytes: number) =>
    `The file is too big: an import reads at most ${megabytes} MB. Split the season into smaller files.`,
  notText:
    'The file is not readable text: save your spreadsheet as "CSV UTF-8 (comma delimited)" and choose that file.',
  unreadable: (reason: string) => `The file is not valid CSV: ${reason}.`,
  empty:
    'The file has no rows: start with the header row of the template, then one row per player per game.',
  noRows: 'The file has a header but no results: add one row per player per game.',
  tooManyRows: (rows: number, max: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; one import takes at most ${max.toLocaleString('en-US')}. Split the season into several files.`,
  unknownColumns: (names: readonly string[]) =>
    `Unknown ${names.length === 1 ? 'column' : 'columns'} ${names.map((name) => `"${name}"`).join(', ')}: the columns are ${SEASON_IMPORT_COLUMNS.join(', ')}.`,
  missingColumns: (names: readonly string[]) =>
    `The header has no ${names.map((name) => `"${name}"`).join(', ')} ${names.length === 1 ? 'column' : 'columns'}: the columns are ${SEASON_IMPORT_COLUMNS.join(', ')}.`,
  duplicateColumn: (name: string) => `The header names the column "${name}" twice.`,
  tooManyCells: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header names ${columns} columns: check for a comma inside a name that is not in quotes.`,
  required: (column: string) => `The ${column} is missing.`,
  playerRequired: 'Give the player name or email.',
  badDate: (value: string) =>
    `"${value}" is not a date: write it as YYYY-MM-DD (for example 2025-01-10) or M/D/YYYY.`,
  outsideSeason: (date: string, begin: string, end: string) =>
    `${date} is outside this season (${begin} to ${end}): import it into the season it belongs to, or change the season's dates.`,
  futureDate: (date: string) =>
    `${date} is in the future: only games already played can be imported.`,
  tooLong: (column: string, max: number) => `The ${column} is longer than ${max} characters.`,
  controlCharacters: (column: string) => `The ${column} contains control characters.`,
  badEmail: (value: string) => `"${value}" is not an email address.`,
  wholeNumber: (column: string, value: string) => `The ${column} "${value}" is not a whole number.`,
  negative: (column: string, value: string) => `The ${column} cannot be negative (${value}).`,
  placeFromOne: (value: string) => `The place "${value}" must be a whole number from 1.`,
  tooBig: (column: string, value: string) => `The ${column} "${value}" is too large.`,
  badPrize: (value: string) =>
    `The prize "${value}" is not an amount: write dollars and cents like 150 or 150.00.`,
  unknownEmail: (email: string) =>
    `No member of this club has the email ${email}: give the player's name too, to import them as a guest.`,
  ambiguousName: (name: string, count: number) =>
    `${count} members are called ${name}: give the email of the one who played.`,
  duplicatePlayer: (name: string, game: string, otherLine: number) =>
    `${name} is listed twice in ${game} (also on line ${otherLine}): one row per player per game.`,
  tie: (game: string, place: number, lines: readonly number[]) =>
    `${game}: place ${place} is given on lines ${lines.join(', ')}; ties are not allowed, give each player their own place.`,
  gap: (game: string, missing: number, players: number) =>
    `${game}: place ${missing} is missing; with ${players} players the places are 1 to ${players}, each once.`,
  tooManyPlayers: (game: string, max: number) => `${game} has more than ${max} players.`,
  knockouts: (game: string, players: number) =>
    `${game}: the knockouts add up to more than ${players - 1} with ${players} players (everyone but the winner).`,
  gameExists: (game: string) =>
    `${game} is already in this season: remove its rows, or delete that game first.`,
  planLimit: (guests: number, room: number) =>
    `This import adds ${guests} new ${guests === 1 ? 'guest' : 'guests'}, but your plan has room for ${room} more ${room === 1 ? 'member' : 'members'}.`,
  invalid: (count: number) =>
    `The file has ${count} ${count === 1 ? 'problem' : 'problems'}: nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and try again.`,
} as const;

/** The JSON form of the request (the screen sends multipart with the same two fields). */
export const seasonImportRequestSchema = z
  .object({
    csv: z.string().max(SEASON_IMPORT_MAX_BYTES, SEASON_IMPORT_MESSAGES.fileTooLarge(1)),
    /** True: check the file and answer what would be created, writing nothing. */
    dry_run: z.boolean().default(false),
  })
  .strict();
export type SeasonImportRequest = z.infer<typeof seasonImportRequestSchema>;

export const seasonImportErrorSchema = z.object({
  /** The file's line (1 is the header); null for the file as a whole. */
  line: z.number().int().nullable(),
  message: z.string(),
});
export type SeasonImportError = z.infer<typeof seasonImportErrorSchema>;

export const seasonImportResponseSchema = z.object({
  dry_run: z.boolean(),
  /** True once the import is written (never for a dry run). */
  imported: z.boolean(),
  season: z.object({ slug: z.string(), title: z.string() }),
  /** Data rows read (the header aside). */
  row_count: z.number().int(),
  games: z.array(
    z.object({
      /** The first line of the game's rows. */
      line: z.number().int(),
      date: z.string(),
      title: z.string(),
      /** Set once imported. */
      slug: z.string().nullable(),
      players: z.number().int(),
      prize_pool_cents: z.number().int(),
    }),
  ),
  players: z.array(
    z.object({
      name: z.string(),
      /** `member`: an existing member of the club; `new_guest`: created by the import. */
      status: z.enum(['member', 'new_guest']),
      /** How a member was found; null for a new guest. */
      matched_by: z.enum(['email', 'name']).nullable(),
      /** The member's slug (a new guest's once imported). */
      member_slug: z.string().nullable(),
      games: z.number().int(),
    }),
  ),
  results: z.array(
    z.object({
      line: z.number().int(),
      date: z.string(),
      game: z.string(),
      player: z.string(),
      place: z.number().int(),
      rebuys: z.number().int(),
      addons: z.number().int(),
      knockouts: z.number().int(),
      prize_cents: z.number().int(),
    }),
  ),
  /** Every problem, by line (at most SEASON_IMPORT_MAX_ERRORS of them). */
  errors: z.array(seasonImportErrorSchema),
  error_count: z.number().int(),
});
export type SeasonImportResponse = z.infer<typeof seasonImportResponseSchema>;
