import {
  RESULTS_MESSAGES,
  type GameResultsResponse,
  type PutResultsRequest,
  type SettingsField,
  type SettingsResponse,
} from '@felt/contract';
import {
  foldGameLog,
  gamePoints,
  gameStateView,
  seasonStandings,
  type GameSettings,
  type PayoutStructure,
} from '@felt/domain';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/database';
import type { ClubRow, Database, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError, HttpError } from '../../http-error';
import type { MailQueue } from '../../mail/mail-outbox';
import type { ClubAccess } from '../../policy/club-policy';
import { mediaUrl } from '../../storage/media-storage';
import { insertClubMember } from '../clubs/clubs.repository';
import { lockClub } from '../clubs/club-write';
import { gameStatus, listCommandsAfter, lockGame } from '../game-night/game-night.repository';
import type { GameWithRefs } from '../games/games.repository';
import { memberName, memberSortKey } from '../members/member-name';
import { assertMayAddMember } from '../members/members.service';
import { readSettings, type SettingsChange } from '../settings/settings.service';
import type { SubscriptionsDependencies } from '../subscriptions/subscriptions.service';
import { gameMoneyDecisions, gamePrizes, prizeOfPlace } from './game-prizes';
import { gameResultMail } from './results-mails';
import {
  clearGameResults,
  insertGameResults,
  insertResultEntry,
  listClubPlayers,
  listGameEntries,
  listResultEntries,
  listSeasonResults,
  listSeasonsWithResults,
  listStandings,
  markGameRecorded,
  replaceStandings,
  setEntryResult,
  setResultPoints,
  type NewGameResult,
} from './results.repository';

export interface ResultsDependencies extends SubscriptionsDependencies {
  dialect: SqlDialect;
  now: () => Date;
  /** Mails are stored with the write and sent after it. */
  mail: MailQueue;
  /** APP_URL, where mailed links point. */
  appUrl: string;
}

export interface ResultsAccess extends ClubAccess {
  game: GameWithRefs;
}

const M = RESULTS_MESSAGES;

/** The season a game belongs to, as the settings cascade names it. */
export interface SeasonRef {
  id: number;
  club_id: number;
  league_id: number | null;
}

const seasonOfGame = (game: GameWithRefs): SeasonRef => ({
  id: game.season_id,
  club_id: game.club_id,
  league_id: game.league_id,
});

export const gameTarget = (game: GameWithRefs) =>
  ({
    scope: 'game',
    game: {
      id: game.id,
      club_id: game.club_id,
      season_id: game.season_id,
      league_id: game.league_id,
    },
  }) as const;

/** Points in hundredths: `gamePoints` rounds to 2 decimals, so this is exact. */
const hundredths = (points: number) => Math.round(points * 100);

// ---------------------------------------------------------------------------------------------
// Who played: members of the club, guests matched by name or created

export interface Player {
  id: number;
  name: string;
}

/** Finds the club's members by slug or name, and makes a guest player for a new name. */
class ClubPlayers {
  private known: Awaited<ReturnType<typeof listClubPlayers>> | null = null;

  constructor(
    private readonly deps: ResultsDependencies,
    private readonly trx: Kysely<Database>,
    private readonly club: ClubRow,
    private readonly at: string,
  ) {}

  private async all() {
    this.known ??= await listClubPlayers(this.trx, this.club.id);
    return this.known;
  }

  async bySlug(slug: string): Promise<Player | undefined> {
    const member = (await this.all()).find((candidate) => candidate.slug === slug);
    return member ? { id: member.id, name: memberName(member) } : undefined;
  }

  async byId(id: number): Promise<Player | undefined> {
    const member = (await this.all()).find((candidate) => candidate.id === id);
    return member ? { id: member.id, name: memberName(member) } : undefined;
  }

  /**
   * The one member going by `name` (compared as the members list compares names, as the desk's
   * "Add a guest" does: case, accents, spaces) whom no other player of this game is already,
   * else a new guest player of the club (the `members` plan limit applies).
   */
  async byName(name: string, taken: ReadonlySet<number>): Promise<Player> {
    const key = memberSortKey(name);
    const matches = (await this.all()).filter(
      (candidate) => memberSortKey(memberName(candidate)) === key,
    );
    const match = matches.length === 1 ? matches[0] : undefined;
    if (match && !taken.has(match.id)) return { id: match.id, name: memberName(match) };
    await assertMayAddMember(this.deps, this.trx, this.club);
    const guest = await insertClubMember(this.trx, {
      clubId: this.club.id,
      userId: null,
      role: 'member',
      at: this.at,
      displayName: name.trim(),
    });
    const row = {
      id: guest.id,
      slug: guest.slug,
      display_name: guest.display_name,
      first_name: null,
      last_name: null,
    };
    this.known = [...(await this.all()), row];
    return { id: guest.id, name: name.trim() };
  }
}

// ---------------------------------------------------------------------------------------------
// Writing a game's results and the season's table

/** One entry's result, as recording, the game editor or a season import hands it over. */
export interface ResultEntry {
  player: Player;
  place: number;
  rebuys: number;
  addons: number;
  knockouts: number;
  prizeCents: number;
  /** The live night's entry id, when the result comes from the night. */
  nightEntryId: string | null;
  /** The `game_entry` row to write the result on; null: a new row. */
  rowId: number | null;
  /** The index in the list of the entry this one re-entered from. */
  reentryOf: number | null;
}

/** What money the night's entries cost: buy-in (house fee included), rebuy and add-on prices. */
export type Prices = Pick<
  GameSettings,
  'default_buy_in_cents' | 'house_fee_cents' | 'rebuy_price_cents' | 'addon_price_cents'
>;

const spentOf = (prices: Prices, entry: Pick<ResultEntry, 'rebuys' | 'addons'>) =>
  prices.default_buy_in_cents +
  entry.rebuys * prices.rebuy_price_cents +
  entry.addons * prices.addon_price_cents;

/** The prize pool of these entries: DESIGN.md's formula, as the night computes it. */
const poolOf = (prices: Prices, entries: readonly Pick<ResultEntry, 'rebuys' | 'addons'>[]) =>
  entries.reduce(
    (sum, entry) =>
      sum +
      prices.default_buy_in_cents -
      prices.house_fee_cents +
      entry.rebuys * prices.rebuy_price_cents +
      entry.addons * prices.addon_price_cents,
    0,
  );

export interface WriteContext {
  game: GameWithRefs;
  user: UserRow;
  at: string;
  prices: Prices;
  settings: SettingsResponse;
  /** True when the game was recorded before (a correction). */
  wasRecorded: boolean;
  /**
   * A past game from a season import (decision 0037): nobody ran it here, so no
   * `game.recorded` event (it is not the club's first game run), and the import computes the
   * season's table once after its last game instead of after each.
   */
  imported?: boolean;
}

/**
 * Writes the entries' results, each member's one result in the game and the season's table,
 * and marks the game recorded. Runs under the club's and the game's locks.
 */
export async function writeResults(
  trx: Kysely<Database>,
  context: WriteContext,
  entries: readonly ResultEntry[],
): Promise<void> {
  const { game, at, settings } = context;
  const entrants = entries.length;
  const pointsOf = (place: number, knockouts: number) =>
    gamePoints({
      formula: settings.points_formula.value,
      entrants,
      place,
      buyInCents: context.prices.default_buy_in_cents,
      knockouts,
      pointsTable: settings.points_table.value,
      participationPoints: settings.participation_points.value,
      knockoutPoints: settings.knockout_points.value,
    });

  // One result per member: their best finish, their knockouts, prizes and costs added up.
  const byMember = new Map<number, { best: ResultEntry; all: ResultEntry[] }>();
  for (const entry of entries) {
    const group = byMember.get(entry.player.id);
    if (!group) byMember.set(entry.player.id, { best: entry, all: [entry] });
    else {
      group.all.push(entry);
      if (entry.place < group.best.place) group.best = entry;
    }
  }
  const results: NewGameResult[] = [];
  const pointsByEntry = new Map<ResultEntry, number>();
  for (const [memberId, { best, all }] of byMember) {
    const knockouts = all.reduce((sum, entry) => sum + entry.knockouts, 0);
    const points = pointsOf(best.place, knockouts);
    pointsByEntry.set(best, points);
    results.push({
      game_id: game.id,
      season_id: game.season_id,
      member_id: memberId,
      place: best.place,
      entrants,
      points_hundredths: hundredths(points),
      prize_cents: all.reduce((sum, entry) => sum + entry.prizeCents, 0),
      knockouts,
      spent_cents: all.reduce((sum, entry) => sum + spentOf(context.prices, entry), 0),
    });
  }

  const rowIds: number[] = [];
  for (const entry of entries) {
    const points = pointsByEntry.get(entry);
    const values = {
      place: entry.place,
      rebuys: entry.rebuys,
      addons: entry.addons,
      knockouts: entry.knockouts,
      prize_cents: entry.prizeCents,
      points_hundredths: points === undefined ? null : hundredths(points),
    };
    if (entry.rowId !== null) {
      await setEntryResult(trx, entry.rowId, {
        ...values,
        member_id: entry.player.id,
        status: 'registered',
        night_entry_id: entry.nightEntryId,
        updated_at: at,
      });
      rowIds.push(entry.rowId);
    } else {
      rowIds.push(
        await insertResultEntry(trx, {
          ...values,
          game_id: game.id,
          member_id: entry.player.id,
          name: entry.player.name,
          night_entry_id: entry.nightEntryId,
          reentry_of_entry_id: entry.reentryOf === null ? null : (rowIds[entry.reentryOf] ?? null),
          at,
        }),
      );
    }
  }
  await insertGameResults(trx, results);
  await markGameRecorded(trx, game.id, at);
  if (context.imported) return;
  if (!context.wasRecorded) {
    await recordEvent(trx, {
      type: 'game.recorded',
      clubId: game.club_id,
      userId: context.user.id,
      data: { game: game.slug, season: game.season_slug },
      at,
    });
  }
  await recomputeStandings(trx, seasonOfGame(game), at);
}

/**
 * The season's stored table, from its recorded results by the domain's `seasonStandings` with
 * the season's best-N. Called in the transaction that changed a result, never on a read.
 */
export async function recomputeStandings(
  trx: Kysely<Database>,
  season: SeasonRef,
  at: string,
): Promise<void> {
  const results = await listSeasonResults(trx, season.id);
  const settings = await readSettings(trx, { scope: 'season', season });
  const rows = seasonStandings(
    results.map((result) => ({
      memberId: result.member_id,
      gameId: result.game_id,
      place: result.place,
      entrants: result.entrants,
      points: result.points_hundredths / 100,
      prizeCents: result.prize_cents,
      knockouts: result.knockouts,
    })),
    { bestResultsCount: settings.best_results_count.value },
  );
  const resultOf = new Map(
    results.map((result) => [`${result.member_id}:${result.game_id}`, result]),
  );
  const spent = new Map<number, number>();
  for (const result of results) {
    spent.set(result.member_id, (spent.get(result.member_id) ?? 0) + result.spent_cents);
  }
  await replaceStandings(
    trx,
    season.id,
    rows.map((row) => {
      const memberId = Number(row.memberId);
      return {
        season_id: season.id,
        member_id: memberId,
        rank: row.rank,
        points_hundredths: hundredths(row.points),
        games: row.games,
        wins: row.wins,
        cashes: row.cashes,
        best_finish: row.bestFinish,
        winnings_cents: row.winningsCents,
        spent_cents: spent.get(memberId) ?? 0,
        knockouts: row.knockouts,
        counted: JSON.stringify(
          row.countedGameIds.map((gameId) => {
            const result = resultOf.get(`${memberId}:${gameId}`);
            return {
              game_id: Number(gameId),
              place: result?.place ?? 0,
              points: (result?.points_hundredths ?? 0) / 100,
            };
          }),
        ),
        updated_at: at,
      };
    }),
  );
}

/** The settings a game's points come from (decision 0028); best-N is the season's. */
const POINTS_SETTINGS: readonly SettingsField[] = [
  'points_formula',
  'points_table',
  'participation_points',
  'knockout_points',
];

/**
 * Scores every recorded game of the season again with the game's effective points settings
 * (the buy-in for pokerstars is the one the night copied at its start, else the cascade's, as a
 * correction takes it), then stores the season's table. For a settings change of one of
 * `POINTS_SETTINGS`, in its transaction.
 */
export async function rescoreSeason(
  trx: Kysely<Database>,
  season: SeasonRef,
  at: string,
): Promise<void> {
  const results = await listSeasonResults(trx, season.id);
  const byGame = new Map<number, typeof results>();
  for (const result of results) {
    const group = byGame.get(result.game_id);
    if (group) group.push(result);
    else byGame.set(result.game_id, [result]);
  }
  for (const [gameId, gameResults] of byGame) {
    const settings = await readSettings(trx, {
      scope: 'game',
      game: {
        id: gameId,
        club_id: season.club_id,
        season_id: season.id,
        league_id: season.league_id,
      },
    });
    const formula = settings.points_formula.value;
    const buyInCents =
      formula === 'pokerstars'
        ? ((await nightOf(trx, gameId)).settings ?? pricesFrom(settings)).default_buy_in_cents
        : undefined;
    for (const result of gameResults) {
      const points = hundredths(
        gamePoints({
          formula,
          entrants: result.entrants,
          place: result.place,
          buyInCents,
          knockouts: result.knockouts,
          pointsTable: settings.points_table.value,
          participationPoints: settings.participation_points.value,
          knockoutPoints: settings.knockout_points.value,
        }),
      );
      if (points !== result.points_hundredths) {
        await setResultPoints(trx, { ...result, points_hundredths: points }, at);
      }
    }
  }
  await recomputeStandings(trx, season, at);
}

/**
 * The stored standings (decision 0028) of the seasons under the scope, when a settings change
 * touches what they are made of: a points setting scores their recorded games again, best-N
 * picks the counted games again. In the settings change's transaction, so a refused change
 * leaves them.
 */
export async function storeAffectedStandings({
  trx,
  scope,
  before,
  after,
  at,
}: SettingsChange): Promise<void> {
  const changed = (field: SettingsField) =>
    JSON.stringify(before[field]) !== JSON.stringify(after[field]);
  const rescore = POINTS_SETTINGS.some(changed);
  if (!rescore && !changed('best_results_count')) return;
  for (const season of await listSeasonsWithResults(trx, scope)) {
    if (rescore) await rescoreSeason(trx, season, at);
    else await recomputeStandings(trx, season, at);
  }
}

// ---------------------------------------------------------------------------------------------
// The answers and the mails

/** The game's recorded results, first place first. */
export async function presentGameResults(
  db: Kysely<Database>,
  game: GameWithRefs,
): Promise<GameResultsResponse> {
  const current = await db
    .selectFrom('game')
    .select(['status', 'recorded_at'])
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  const rows = await listResultEntries(db, game.id);
  return {
    game: {
      slug: game.slug,
      title: game.title,
      season_slug: game.season_slug,
      status: current.status,
      recorded_at: current.recorded_at,
    },
    entrants: rows.length,
    prize_pool_cents: rows.reduce((sum, row) => sum + (row.prize_cents ?? 0), 0),
    results: rows.map((row) => ({
      place: row.place ?? 0,
      name: row.member_slug ? memberName(row) || row.name : row.name,
      member: row.member_slug
        ? {
            slug: row.member_slug,
            name: memberName(row) || row.name,
            avatar_url: row.avatar_path ? mediaUrl(row.avatar_path) : null,
          }
        : null,
      rebuys: row.rebuys,
      addons: row.addons,
      knockouts: row.knockouts,
      prize_cents: row.prize_cents ?? 0,
      points: row.points_hundredths === null ? null : row.points_hundredths / 100,
      reentry: row.reentry_of_entry_id !== null,
    })),
  };
}

/** How many of the table's top rows a result mail shows. */
const MAIL_TOP = 5;

/** One mail per player with an address: their result and the new top of the season's table. */
async function queueResultMails(
  deps: ResultsDependencies,
  trx: Kysely<Database>,
  club: ClubRow,
  game: GameWithRefs,
): Promise<number[]> {
  const entries = await listResultEntries(trx, game.id);
  const standings = await listStandings(trx, game.season_id);
  const top = standings.slice(0, MAIL_TOP).map((row) => ({
    rank: row.rank,
    name: memberName(row),
    points: row.points_hundredths / 100,
  }));
  const byMember = new Map<number, typeof entries>();
  for (const entry of entries) {
    const key = entry.member_id ?? -entry.id;
    byMember.set(key, [...(byMember.get(key) ?? []), entry]);
  }
  const sent = new Set<string>();
  const ids: number[] = [];
  for (const [memberId, own] of byMember) {
    const best = own.reduce((a, b) => ((a.place ?? 0) <= (b.place ?? 0) ? a : b));
    const email = best.user_email ?? best.email;
    if (!email || sent.has(email.toLowerCase())) continue;
    sent.add(email.toLowerCase());
    const standing = standings.find((row) => row.member_id === memberId);
    const mail = gameResultMail({
      appUrl: deps.appUrl,
      clubName: club.name,
      game: { slug: game.slug, title: game.title, starts_at: game.starts_at },
      seasonSlug: game.season_slug,
      firstName: best.first_name ?? best.display_name ?? best.name,
      timeZone: best.timezone ?? 'UTC',
      place: best.place ?? 0,
      entrants: entries.length,
      prizeCents: own.reduce((sum, entry) => sum + (entry.prize_cents ?? 0), 0),
      points: (best.points_hundredths ?? 0) / 100,
      knockouts: own.reduce((sum, entry) => sum + entry.knockouts, 0),
      rank: standing?.rank ?? null,
      top,
    });
    ids.push(await deps.mail.enqueue(trx, { to: email, ...mail }));
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// POST /record/ and PUT /results/

/** A status that takes no results now: a 409 saying what to do instead. */
function refusal(status: string, forRecording: boolean): HttpError | null {
  switch (status) {
    case 'cancelled':
      return new HttpError(409, M.cancelled, 'game_cancelled');
    case 'running':
      return new HttpError(409, M.running, 'game_running');
    case 'recorded':
      return forRecording ? new HttpError(409, M.alreadyRecorded, 'already_recorded') : null;
    case 'scheduled':
      return forRecording ? new HttpError(409, M.notFinished, 'not_finished') : null;
    default:
      return null;
  }
}

/** The club's lock, then the game's, as the live night's commands take them. */
async function lockForResults(
  trx: Kysely<Database>,
  deps: ResultsDependencies,
  game: GameWithRefs,
): Promise<string> {
  await lockClub(trx, game.club_id);
  await lockGame(trx, deps.dialect, game.id);
  return gameStatus(trx, game.id);
}

/** The game's settings the night copied at its start, if it started. */
async function nightOf(trx: Kysely<Database>, gameId: number) {
  const commands = await listCommandsAfter(trx, gameId, 0);
  return foldGameLog(commands.map((row) => row.command));
}

export const pricesFrom = (settings: SettingsResponse): Prices => ({
  default_buy_in_cents: settings.default_buy_in_cents.value,
  house_fee_cents: settings.house_fee_cents.value,
  rebuy_price_cents: settings.rebuy_price_cents.value,
  addon_price_cents: settings.addon_price_cents.value,
});

const prizesOf = (
  settings: SettingsResponse,
  poolCents: number,
  entrants: number,
  percentages: readonly number[] | null,
) =>
  gamePrizes({
    prizePoolCents: poolCents,
    entrants,
    structure: settings.payout_structure.value as PayoutStructure,
    roundingUnitCents: settings.rounding_unit_cents.value,
    percentages,
  });

/**
 * `POST /api/games/{gameSlug}/record/`: the finished night's final state (the fold of its
 * commands) becomes the game's results, each member's result in the season and the season's
 * stored table, in one transaction under the club's and the game's locks; then every player is
 * mailed. A second recording (or a second director at the same moment) finds the game recorded
 * and gets a 409; nothing is written twice.
 */
export async function recordGame(
  deps: ResultsDependencies,
  access: ResultsAccess,
  user: UserRow,
): Promise<GameResultsResponse> {
  const { game, club } = access;
  const mailIds = await deps.db.transaction().execute(async (trx) => {
    const status = await lockForResults(trx, deps, game);
    const refused = refusal(status, true);
    if (refused) throw refused;
    const state = await nightOf(trx, game.id);
    if (state.status !== 'finished' || !state.settings) {
      throw new HttpError(409, M.notFinished, 'not_finished');
    }
    const now = deps.now();
    const at = now.toISOString();
    const view = gameStateView(state, now.getTime());
    const money = await gameMoneyDecisions(trx, game.id);
    // A deal fixed the places and amounts of the players who made it (the payouts feature).
    const dealRows = new Map(
      state.deal ? (money.deal?.rows ?? []).map((row) => [row.entry_id, row] as const) : [],
    );
    const played = view.entries
      .filter((entry) => entry.status !== 'registered')
      .map((entry) => ({ ...entry, place: dealRows.get(entry.id)?.place ?? entry.place }));
    if (played.length === 0) throw new HttpError(409, M.noPlayers, 'no_players');
    if (played.some((entry) => entry.place === null)) {
      throw new HttpError(409, M.dealPlacesOpen, 'deal_places_open');
    }
    const settings = await readSettings(trx, gameTarget(game));
    const prizes = prizesOf(settings, view.prize_pool_cents, played.length, money.percentages);

    const players = new ClubPlayers(deps, trx, club, at);
    const rows = new Map(
      (await listGameEntries(trx, game.id)).map((row) => [String(row.id), row] as const),
    );
    const liveRowOfMember = new Map<number, number>();
    for (const row of rows.values()) {
      if (
        row.member_id !== null &&
        row.status !== 'cancelled' &&
        row.reentry_of_entry_id === null
      ) {
        liveRowOfMember.set(row.member_id, row.id);
      }
    }
    const indexOf = new Map<string, number>();
    const taken = new Set<number>();
    const entries: ResultEntry[] = [];
    for (const entry of played) {
      const reentryOf = entry.reentry_of === null ? null : (indexOf.get(entry.reentry_of) ?? null);
      const row = rows.get(entry.id);
      let player: Player | undefined;
      let rowId: number | null = null;
      if (reentryOf !== null) {
        player = (entries[reentryOf] as ResultEntry).player;
      } else {
        if (row) {
          rowId = row.id;
          if (row.member_id !== null) player = await players.byId(row.member_id);
        }
        if (!player && entry.member_slug) player = await players.bySlug(entry.member_slug);
        if (player && taken.has(player.id)) player = undefined;
        player ??= await players.byName(entry.name, taken);
        taken.add(player.id);
        // A member on the waitlist who came anyway (a late registration): their row.
        rowId ??= liveRowOfMember.get(player.id) ?? null;
      }
      indexOf.set(entry.id, entries.length);
      entries.push({
        player,
        place: entry.place as number,
        rebuys: entry.rebuys,
        addons: entry.addons,
        knockouts: entry.knockouts,
        prizeCents:
          dealRows.get(entry.id)?.amount_cents ?? prizeOfPlace(prizes, entry.place as number),
        nightEntryId: entry.id,
        rowId,
        reentryOf,
      });
    }
    await writeResults(
      trx,
      { game, user, at, prices: state.settings, settings, wasRecorded: false },
      entries,
    );
    return queueResultMails(deps, trx, club, game);
  });
  deps.mail.deliverSoon(...mailIds);
  return presentGameResults(deps.db, game);
}

/**
 * `PUT /api/games/{gameSlug}/results/`: the results of a game run elsewhere, or a correction of
 * a recorded one. The list replaces the game's results (re-entry rows go; the players' own
 * entries are kept and rewritten), prizes left out are the payouts of the places, and the
 * season's table is computed again in the same transaction. The places were checked by the
 * contract (1..n, no ties).
 */
export async function putGameResults(
  deps: ResultsDependencies,
  access: ResultsAccess,
  user: UserRow,
  body: PutResultsRequest,
): Promise<GameResultsResponse> {
  const { game, club } = access;
  const mailIds = await deps.db.transaction().execute(async (trx) => {
    const status = await lockForResults(trx, deps, game);
    const refused = refusal(status, false);
    if (refused) throw refused;
    const wasRecorded = status === 'recorded';
    const at = deps.now().toISOString();
    const players = new ClubPlayers(deps, trx, club, at);

    // Members first, so a guest name never takes a member listed by slug.
    const resolved: (Player | undefined)[] = [];
    const unknown: string[] = [];
    const taken = new Set<number>();
    for (const row of body.results) {
      if (!row.member_slug) {
        resolved.push(undefined);
        continue;
      }
      const player = await players.bySlug(row.member_slug);
      if (!player) unknown.push(M.unknownMember(row.member_slug));
      else taken.add(player.id);
      resolved.push(player);
    }
    if (unknown.length > 0) throw FormError.fields({ results: unknown });
    for (const [index, row] of body.results.entries()) {
      if (resolved[index] || !row.guest_name) continue;
      const player = await players.byName(row.guest_name, taken);
      taken.add(player.id);
      resolved[index] = player;
    }

    const settings = await readSettings(trx, gameTarget(game));
    const night = await nightOf(trx, game.id);
    const prices = night.settings ?? pricesFrom(settings);
    const money = await gameMoneyDecisions(trx, game.id);
    const prizes = prizesOf(
      settings,
      poolOf(prices, body.results),
      body.results.length,
      money.percentages,
    );

    await clearGameResults(trx, game.id, at);
    const liveRowOfMember = new Map<number, number>();
    for (const row of await listGameEntries(trx, game.id)) {
      if (
        row.member_id !== null &&
        row.status !== 'cancelled' &&
        row.reentry_of_entry_id === null
      ) {
        liveRowOfMember.set(row.member_id, row.id);
      }
    }
    const entries: ResultEntry[] = body.results.map((row, index) => {
      const player = resolved[index] as Player;
      return {
        player,
        place: row.place,
        rebuys: row.rebuys,
        addons: row.addons,
        knockouts: row.knockouts,
        prizeCents: row.prize_cents ?? prizeOfPlace(prizes, row.place),
        nightEntryId: null,
        rowId: liveRowOfMember.get(player.id) ?? null,
        reentryOf: null,
      };
    });
    await writeResults(trx, { game, user, at, prices, settings, wasRecorded }, entries);
    return wasRecorded ? [] : queueResultMails(deps, trx, club, game);
  });
  deps.mail.deliverSoon(...mailIds);
  return presentGameResults(deps.db, game);
}

/** `GET /api/games/{gameSlug}/results/`. */
export async function readGameResults(
  deps: Pick<ResultsDependencies, 'db'>,
  access: ResultsAccess,
): Promise<GameResultsResponse> {
  return presentGameResults(deps.db, access.game);
}
