import type { Kysely } from 'kysely';
import type { Database, GameEntryRow, GameResultRow, SeasonStandingRow } from '../../db/schema';

/** What a recorded entry carries (decision 0028). */
export interface EntryResult {
  place: number | null;
  rebuys: number;
  addons: number;
  knockouts: number;
  prize_cents: number | null;
  points_hundredths: number | null;
}

/** Every entry of the game, cancelled ones included, in arrival order. */
export async function listGameEntries(
  db: Kysely<Database>,
  gameId: number,
): Promise<GameEntryRow[]> {
  return db
    .selectFrom('game_entry')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('id')
    .execute();
}

export async function setEntryResult(
  db: Kysely<Database>,
  entryId: number,
  values: EntryResult & {
    member_id: number;
    status: 'registered';
    night_entry_id: string | null;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('game_entry').set(values).where('id', '=', entryId).execute();
}

export async function insertResultEntry(
  db: Kysely<Database>,
  values: EntryResult & {
    game_id: number;
    member_id: number;
    name: string;
    night_entry_id: string | null;
    reentry_of_entry_id: number | null;
    at: string;
  },
): Promise<number> {
  const { at, ...rest } = values;
  const row = await db
    .insertInto('game_entry')
    .values({
      ...rest,
      email: null,
      status: 'registered',
      joined_by_link: 0,
      cancel_token_hash: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Forgets the game's results before a correction writes them again; drops re-entry rows. */
export async function clearGameResults(
  db: Kysely<Database>,
  gameId: number,
  at: string,
): Promise<void> {
  await db
    .deleteFrom('game_entry')
    .where('game_id', '=', gameId)
    .where('reentry_of_entry_id', 'is not', null)
    .execute();
  await db
    .updateTable('game_entry')
    .set({
      place: null,
      rebuys: 0,
      addons: 0,
      knockouts: 0,
      prize_cents: null,
      points_hundredths: null,
      updated_at: at,
    })
    .where('game_id', '=', gameId)
    .where('place', 'is not', null)
    .execute();
  await db.deleteFrom('game_result').where('game_id', '=', gameId).execute();
}

export type NewGameResult = Omit<GameResultRow, 'id'>;

export async function insertGameResults(
  db: Kysely<Database>,
  rows: readonly NewGameResult[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('game_result')
    .values([...rows])
    .execute();
}

export async function listSeasonResults(
  db: Kysely<Database>,
  seasonId: number,
): Promise<GameResultRow[]> {
  return db
    .selectFrom('game_result')
    .selectAll()
    .where('season_id', '=', seasonId)
    .orderBy('game_id')
    .orderBy('member_id')
    .execute();
}

export type NewStanding = Omit<SeasonStandingRow, 'id'>;

/** Replaces the season's stored table. */
export async function replaceStandings(
  db: Kysely<Database>,
  seasonId: number,
  rows: readonly NewStanding[],
): Promise<void> {
  await db.deleteFrom('season_standing').where('season_id', '=', seasonId).execute();
  // A few hundred members at most; chunks keep each statement under SQLite's variable limit.
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('season_standing')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

export interface StandingWithMember extends SeasonStandingRow {
  member_slug: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_path: string | null;
}

/** The stored table, in rank order (a shared rank by member id, as the domain lists it). */
export async function listStandings(
  db: Kysely<Database>,
  seasonId: number,
): Promise<StandingWithMember[]> {
  return db
    .selectFrom('season_standing')
    .innerJoin('club_member', 'club_member.id', 'season_standing.member_id')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .selectAll('season_standing')
    .select([
      'club_member.slug as member_slug',
      'club_member.display_name',
      'user.first_name',
      'user.last_name',
      'user.avatar_path',
    ])
    .where('season_standing.season_id', '=', seasonId)
    .orderBy('season_standing.rank')
    .orderBy('season_standing.member_id')
    .execute();
}

/**
 * The season's recorded games in the order they were played, for naming the counted ones. Put
 * in order here: with `ORDER BY starts_at` SQLite read them through the status index, every
 * recorded game of every club, instead of the season's own.
 */
export async function listRecordedGames(db: Kysely<Database>, seasonId: number) {
  const games = await db
    .selectFrom('game')
    .select(['id', 'slug', 'title', 'starts_at'])
    .where('season_id', '=', seasonId)
    .where('status', '=', 'recorded')
    .execute();
  return games.sort((a, b) =>
    a.starts_at === b.starts_at ? a.id - b.id : a.starts_at < b.starts_at ? -1 : 1,
  );
}

/** The game's entries with a result, best place first, with their member. */
export async function listResultEntries(db: Kysely<Database>, gameId: number) {
  return db
    .selectFrom('game_entry')
    .leftJoin('club_member', 'club_member.id', 'game_entry.member_id')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .selectAll('game_entry')
    .select([
      'club_member.slug as member_slug',
      'club_member.display_name',
      'user.first_name',
      'user.last_name',
      'user.avatar_path',
      'user.email as user_email',
      'user.timezone',
    ])
    .where('game_entry.game_id', '=', gameId)
    .where('game_entry.place', 'is not', null)
    .orderBy('game_entry.place')
    .execute();
}

/** The club's members that are not demo visitors, with their names, for matching guests. */
export async function listClubPlayers(db: Kysely<Database>, clubId: number) {
  return db
    .selectFrom('club_member')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .select([
      'club_member.id',
      'club_member.slug',
      'club_member.display_name',
      'user.first_name',
      'user.last_name',
    ])
    .where('club_member.club_id', '=', clubId)
    .where('club_member.role', '<>', 'demo')
    .orderBy('club_member.id')
    .execute();
}

export async function markGameRecorded(
  db: Kysely<Database>,
  gameId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('game')
    .set((eb) => ({
      status: 'recorded',
      recorded_at: eb.fn.coalesce('recorded_at', eb.val(at)),
      updated_at: at,
    }))
    .where('id', '=', gameId)
    .execute();
}

/** The season's results of these members (points in hundredths), for the chart. */
export async function listMembersResults(
  db: Kysely<Database>,
  seasonId: number,
  memberIds: readonly number[],
) {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('game_result')
    .select(['member_id', 'game_id', 'points_hundredths'])
    .where('season_id', '=', seasonId)
    .where('member_id', 'in', [...memberIds])
    .execute();
}

/** One result's points, on the member's result in the game and on the entry whose finish counts. */
export async function setResultPoints(
  db: Kysely<Database>,
  result: { game_id: number; member_id: number; points_hundredths: number },
  at: string,
): Promise<void> {
  const { game_id, member_id, points_hundredths } = result;
  await db
    .updateTable('game_result')
    .set({ points_hundredths })
    .where('game_id', '=', game_id)
    .where('member_id', '=', member_id)
    .execute();
  await db
    .updateTable('game_entry')
    .set({ points_hundredths, updated_at: at })
    .where('game_id', '=', game_id)
    .where('member_id', '=', member_id)
    .where('points_hundredths', 'is not', null)
    .execute();
}

/**
 * The seasons under a settings scope (the club's, the league's, the season itself, the game's
 * season) that have recorded results or a stored table, for recomputing their standings.
 */
export async function listSeasonsWithResults(
  db: Kysely<Database>,
  scope: { scope: 'club' | 'league' | 'season' | 'game'; id: number },
) {
  let query = db.selectFrom('season').select(['season.id', 'season.club_id', 'season.league_id']);
  if (scope.scope === 'club') query = query.where('season.club_id', '=', scope.id);
  else if (scope.scope === 'league') query = query.where('season.league_id', '=', scope.id);
  else if (scope.scope === 'season') query = query.where('season.id', '=', scope.id);
  else {
    query = query.where('season.id', 'in', (eb) =>
      eb.selectFrom('game').select('game.season_id').where('game.id', '=', scope.id),
    );
  }
  return query
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('game_result')
            .select('game_result.id')
            .whereRef('game_result.season_id', '=', 'season.id'),
        ),
        eb.exists(
          eb
            .selectFrom('season_standing')
            .select('season_standing.id')
            .whereRef('season_standing.season_id', '=', 'season.id'),
        ),
      ]),
    )
    .orderBy('season.id')
    .execute();
}
