import {
  MAX_RESULT_ROWS,
  RESULTS_MESSAGES,
  SEASON_IMPORT_MAX_ERRORS,
  SEASON_IMPORT_MESSAGES,
  UNLIMITED,
  type SeasonImportError,
  type SeasonImportResponse,
} from '@felt/contract';
import { calendarDate, instantOfWallClock } from '@felt/domain';
import type { Kysely } from 'kysely';
import type { ClubRow, Database, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { ClubAccess } from '../../policy/club-policy';
import { slugify } from '../../slugs/slugify';
import { randomToken } from '../accounts/tokens';
import { countClubMembers, insertClubMember } from '../clubs/clubs.repository';
import { lockClub } from '../clubs/club-write';
import { findGameById, freeGameSlug, insertGame } from '../games/games.repository';
import type { SeasonWithLeague } from '../leagues/leagues.repository';
import { memberName, memberSortKey } from '../members/member-name';
import { assertMayAddMember } from '../members/members.service';
import { readSettings } from '../settings/settings.service';
import { planLimit, type SubscriptionsDependencies } from '../subscriptions/subscriptions.service';
import {
  pricesFrom,
  recomputeStandings,
  writeResults,
  type Player,
  type ResultEntry,
} from './results.service';
import { readSeasonCsv, type ImportRow } from './season-import-csv';
import { listImportMembers, listSeasonGameDays } from './season-import.repository';

const M = SEASON_IMPORT_MESSAGES;

export interface SeasonImportDependencies extends SubscriptionsDependencies {
  now: () => Date;
}

export interface SeasonImportAccess extends ClubAccess {
  season: SeasonWithLeague;
}

/** Who a row names: a member of the club, or a guest the import creates (one per name). */
type PlayerRef =
  | { kind: 'member'; id: number; slug: string; name: string; by: 'email' | 'name' }
  | { kind: 'guest'; key: string; name: string };

const keyOf = (player: PlayerRef) =>
  player.kind === 'member' ? `member:${player.id}` : `guest:${player.key}`;

/** Game titles compared as people read them: any case, any run of spaces. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

interface PlannedGame {
  key: string;
  line: number;
  date: string;
  title: string;
  rows: { row: ImportRow; player: PlayerRef }[];
}

interface Plan {
  games: PlannedGame[];
  guests: Map<string, { name: string }>;
  errors: SeasonImportError[];
  rowCount: number;
}

/** A game as the messages name it: `Friday Night on 2025-01-10`. */
const gameLabel = (title: string, date: string) => `${title} on ${date}`;

/**
 * Reads the file and checks it against the season and the club: every problem with its line,
 * and what the import would create (games, players, results). Writes nothing.
 */
async function planImport(
  deps: SeasonImportDependencies,
  db: Kysely<Database>,
  club: ClubRow,
  season: SeasonWithLeague,
  csv: string,
): Promise<Plan> {
  const read = readSeasonCsv(csv);
  const errors = [...read.errors];
  const today = calendarDate(deps.now(), club.timezone);

  const members = await listImportMembers(db, club.id);
  const byEmail = new Map<string, (typeof members)[number]>();
  const byName = new Map<string, (typeof members)[number][]>();
  for (const member of members) {
    if (member.email) byEmail.set(member.email.toLowerCase(), member);
    // People's names as the members list and the desk compare them (case, accents, spaces).
    const key = memberSortKey(memberName(member));
    if (key !== '') byName.set(key, [...(byName.get(key) ?? []), member]);
  }
  const existing = new Set(
    (await listSeasonGameDays(db, season.id)).map(
      (game) => `${calendarDate(new Date(game.starts_at), club.timezone)}|${nameKey(game.title)}`,
    ),
  );

  const games = new Map<string, PlannedGame>();
  const guests = new Map<string, { name: string }>();
  for (const row of read.rows) {
    const problems: string[] = [];
    if (row.date < season.begin_date || row.date > season.end_date) {
      problems.push(M.outsideSeason(row.date, season.begin_date, season.end_date));
    } else if (row.date > today) problems.push(M.futureDate(row.date));

    let player: PlayerRef | null = null;
    const member = row.email === null ? undefined : byEmail.get(row.email);
    if (member) {
      player = {
        kind: 'member',
        id: member.id,
        slug: member.slug,
        name: memberName(member),
        by: 'email',
      };
    } else if (row.name === '') {
      problems.push(M.unknownEmail(row.email ?? ''));
    } else {
      const named = byName.get(memberSortKey(row.name)) ?? [];
      const [only] = named;
      if (named.length > 1) problems.push(M.ambiguousName(row.name, named.length));
      else if (only) {
        player = {
          kind: 'member',
          id: only.id,
          slug: only.slug,
          name: memberName(only),
          by: 'name',
        };
      } else {
        const key = memberSortKey(row.name);
        if (!guests.has(key)) guests.set(key, { name: row.name });
        player = { kind: 'guest', key, name: (guests.get(key) as { name: string }).name };
      }
    }
    if (problems.length > 0 || !player) {
      for (const message of problems) errors.push({ line: row.line, message });
      continue;
    }
    const key = `${row.date}|${nameKey(row.game)}`;
    let game = games.get(key);
    if (!game) {
      game = { key, line: row.line, date: row.date, title: row.game, rows: [] };
      games.set(key, game);
    }
    const twice = game.rows.find((other) => keyOf(other.player) === keyOf(player));
    if (twice) {
      errors.push({
        line: row.line,
        message: M.duplicatePlayer(player.name, gameLabel(game.title, game.date), twice.row.line),
      });
      continue;
    }
    game.rows.push({ row, player });
  }

  for (const game of games.values()) {
    const label = gameLabel(game.title, game.date);
    if (existing.has(game.key)) {
      errors.push({ line: game.line, message: M.gameExists(label) });
      continue;
    }
    const players = game.rows.length;
    if (players > MAX_RESULT_ROWS) {
      errors.push({ line: game.line, message: M.tooManyPlayers(label, MAX_RESULT_ROWS) });
      continue;
    }
    // Places 1..n, each once (RESULTS_MESSAGES' rule for the game editor), named by line.
    const linesByPlace = new Map<number, number[]>();
    for (const { row } of game.rows) {
      linesByPlace.set(row.place, [...(linesByPlace.get(row.place) ?? []), row.line]);
    }
    let tied = false;
    for (const [place, lines] of [...linesByPlace].sort((a, b) => a[0] - b[0])) {
      if (lines.length > 1) {
        tied = true;
        errors.push({ line: lines[1] as number, message: M.tie(label, place, lines) });
      }
    }
    if (!tied) {
      for (let place = 1; place <= players; place += 1) {
        if (!linesByPlace.has(place)) {
          errors.push({ line: game.line, message: M.gap(label, place, players) });
          break;
        }
      }
    }
    const knockouts = game.rows.reduce((sum, { row }) => sum + row.knockouts, 0);
    if (knockouts > players - 1) {
      errors.push({ line: game.line, message: M.knockouts(label, players) });
    }
  }

  if (guests.size > 0) {
    const limit = planLimit(deps, club, 'members');
    if (limit !== UNLIMITED) {
      const room = Math.max(0, limit - (await countClubMembers(db, club.id)));
      if (guests.size > room) errors.push({ line: null, message: M.planLimit(guests.size, room) });
    }
  }

  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const ordered = [...games.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.line - b.line,
  );
  return { games: ordered, guests, errors, rowCount: read.rowCount };
}

/** The answer: what the plan creates (with slugs once written) and its problems. */
function present(
  season: SeasonWithLeague,
  plan: Plan,
  dryRun: boolean,
  written: { gameSlugs: Map<string, string>; guestSlugs: Map<string, string> } | null,
): SeasonImportResponse {
  const players = new Map<string, SeasonImportResponse['players'][number]>();
  for (const game of plan.games) {
    for (const { player } of game.rows) {
      const key = keyOf(player);
      const seen = players.get(key);
      if (seen) seen.games += 1;
      else {
        players.set(key, {
          name: player.name,
          status: player.kind === 'member' ? 'member' : 'new_guest',
          matched_by: player.kind === 'member' ? player.by : null,
          member_slug:
            player.kind === 'member' ? player.slug : (written?.guestSlugs.get(player.key) ?? null),
          games: 1,
        });
      }
    }
  }
  return {
    dry_run: dryRun,
    imported: written !== null,
    season: { slug: season.slug, title: season.title },
    row_count: plan.rowCount,
    games: plan.games.map((game) => ({
      line: game.line,
      date: game.date,
      title: game.title,
      slug: written?.gameSlugs.get(game.key) ?? null,
      players: game.rows.length,
      prize_pool_cents: game.rows.reduce((sum, { row }) => sum + row.prizeCents, 0),
    })),
    players: [...players.values()].sort(
      (a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name),
    ),
    results: plan.games.flatMap((game) =>
      [...game.rows]
        .sort((a, b) => a.row.place - b.row.place)
        .map(({ row, player }) => ({
          line: row.line,
          date: game.date,
          game: game.title,
          player: player.name,
          place: row.place,
          rebuys: row.rebuys,
          addons: row.addons,
          knockouts: row.knockouts,
          prize_cents: row.prizeCents,
        })),
    ),
    errors: plan.errors.slice(0, SEASON_IMPORT_MAX_ERRORS),
    error_count: plan.errors.length,
  };
}

/** The time an imported game is dated at, on the club's clock: club nights start in the evening. */
const IMPORTED_GAME_TIME = '19:00';

/** The instant an imported game's date reads IMPORTED_GAME_TIME on the club's clock. */
function importedGameStart(date: string, timeZone: string): string {
  const instant = instantOfWallClock(date, IMPORTED_GAME_TIME, timeZone);
  // The plan holds only real calendar dates (the CSV reader refuses others).
  if (instant === null) throw new Error(`Not a calendar date: ${date}`);
  return instant;
}

/** Creates the guests and the games with their results, then the season's table, once. */
async function writePlan(
  deps: SeasonImportDependencies,
  trx: Kysely<Database>,
  access: SeasonImportAccess,
  user: UserRow,
  plan: Plan,
) {
  const { club, season } = access;
  const at = deps.now().toISOString();
  const guestPlayers = new Map<string, Player>();
  const guestSlugs = new Map<string, string>();
  for (const [key, guest] of plan.guests) {
    await assertMayAddMember(deps, trx, club);
    const row = await insertClubMember(trx, {
      clubId: club.id,
      userId: null,
      role: 'member',
      at,
      displayName: guest.name,
    });
    guestPlayers.set(key, { id: row.id, name: guest.name });
    guestSlugs.set(key, row.slug);
  }
  const seasonRef = { id: season.id, club_id: club.id, league_id: season.league_id };
  // A new game has no settings of its own: the season's points rules and prices are its.
  const settings = await readSettings(trx, { scope: 'season', season: seasonRef });
  const prices = pricesFrom(settings);
  const gameSlugs = new Map<string, string>();
  for (const planned of plan.games) {
    const row = await insertGame(trx, {
      club_id: club.id,
      season_id: season.id,
      slug: await freeGameSlug(
        trx,
        `${slugify(planned.title, 'game').slice(0, 60)}-${planned.date}`,
      ),
      title: planned.title,
      starts_at: importedGameStart(planned.date, club.timezone),
      location: '',
      notes: '',
      max_players: null,
      blind_schedule_id: null,
      status: 'scheduled',
      join_code: randomToken(16),
      join_enabled: 0,
      created_by_user_id: user.id,
      created_at: at,
      updated_at: at,
    });
    gameSlugs.set(planned.key, row.slug);
    const game = await findGameById(trx, row.id);
    const entries: ResultEntry[] = planned.rows.map(({ row: result, player }) => ({
      player:
        player.kind === 'member'
          ? { id: player.id, name: player.name }
          : (guestPlayers.get(player.key) as Player),
      place: result.place,
      rebuys: result.rebuys,
      addons: result.addons,
      knockouts: result.knockouts,
      prizeCents: result.prizeCents,
      nightEntryId: null,
      rowId: null,
      reentryOf: null,
    }));
    await writeResults(
      trx,
      { game, user, at, prices, settings, wasRecorded: false, imported: true },
      entries,
    );
  }
  await recomputeStandings(trx, seasonRef, at);
  return { gameSlugs, guestSlugs };
}

/**
 * `POST /api/seasons/{seasonSlug}/import/`. A dry run answers the plan and writes nothing; the
 * import checks the file again under the club's lock and writes every game, guest and result
 * and the season's table in one transaction, or (any problem) nothing: a 400 with the plan.
 */
export async function importSeason(
  deps: SeasonImportDependencies,
  access: SeasonImportAccess,
  user: UserRow,
  input: { csv: string; dryRun: boolean },
): Promise<SeasonImportResponse> {
  const { club, season } = access;
  if (input.dryRun) {
    const plan = await planImport(deps, deps.db, club, season, input.csv);
    return present(season, plan, true, null);
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockClub(trx, club.id);
    const plan = await planImport(deps, trx, club, season, input.csv);
    if (plan.errors.length > 0) {
      throw new HttpError(
        400,
        M.invalid(plan.errors.length),
        'import_invalid',
        present(season, plan, false, null),
      );
    }
    if (plan.games.length === 0)
      throw new HttpError(400, RESULTS_MESSAGES.resultsEmpty, 'import_invalid');
    const written = await writePlan(deps, trx, access, user, plan);
    return present(season, plan, false, written);
  });
}
