import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { addVary, negotiateEncoding, type Encoding } from '../../plugins/compression';
import { compressKept, VersionedKeep } from '../../plugins/kept-answers';
import type { SeasonWithLeague } from '../leagues/leagues.repository';
import { readLeaderboard } from './leaderboard.service';

/** Seasons kept per process, least recently read dropped first. */
export const LEADERBOARD_CACHE_SEASONS = 32;
/** Compressed answers kept per season (one per caller and encoding), least recent dropped. */
const VARIANTS_PER_SEASON = 48;

const leaderboardVersion = preparedQuery(
  (db, seasonId: number, clubId: number, leagueId: number | null, userId: number) =>
    db
      .selectFrom('season')
      .select((eb) => [
        'season.updated_at',
        eb
          .selectFrom('season_standing')
          .select((inner) => inner.fn.max('season_standing.id').as('v'))
          .whereRef('season_standing.season_id', '=', 'season.id')
          .as('standings_id'),
        eb
          .selectFrom('season_standing')
          .select((inner) => inner.fn.countAll().as('v'))
          .whereRef('season_standing.season_id', '=', 'season.id')
          .as('standings_count'),
        eb
          .selectFrom('scope_setting')
          .select((inner) => inner.fn.max('scope_setting.updated_at').as('v'))
          .where((inner) =>
            // A season outside a league passes null: `league_id = null` matches nothing.
            inner.or([
              inner('scope_setting.season_id', '=', seasonId),
              inner('scope_setting.club_id', '=', clubId),
              inner('scope_setting.league_id', '=', leagueId),
            ]),
          )
          .as('settings_at'),
        eb
          .selectFrom('club_roster')
          .select('club_roster.version')
          .where('club_roster.club_id', '=', clubId)
          .as('roster_version'),
        eb
          .selectFrom('club_member')
          .select('club_member.slug')
          .where('club_member.club_id', '=', clubId)
          .where('club_member.user_id', '=', userId)
          .as('viewer_slug'),
      ])
      .where('season.id', '=', seasonId),
);

/**
 * What the season's answer is made of, read in one statement per request so that a change
 * made by any process on the same database is seen at once (decision 0039): the stored table
 * (every rewrite inserts rows with new ids, so the highest id and the count move whenever it
 * is stored again or a member's row goes), the season row (title, dates), the points settings
 * of the club, league and season, and the club's roster version (memberships, members' names
 * and avatars: migration 0023, decision 0046). Also the
 * caller's own member slug, the one part of the answer that is not the same for everyone.
 */
export async function readLeaderboardVersion(
  db: Kysely<Database>,
  season: SeasonWithLeague,
  userId: number,
): Promise<{ version: string; viewerSlug: string | null }> {
  // Compiled once (decision 0042): building this statement cost more than running it.
  const [row] = await leaderboardVersion(db, season.id, season.club_id, season.league_id, userId);
  const version = [
    row?.updated_at,
    row?.standings_id,
    row?.standings_count,
    row?.settings_at,
    row?.roster_version,
  ]
    .map((part) => String(part ?? ''))
    .join('|');
  return { version, viewerSlug: row?.viewer_slug ?? null };
}

interface CachedLeaderboard {
  version: string;
  /** The answer's JSON up to the caller's slug, and its hash. */
  head: Buffer;
  hash: string;
  /** Compressed answers by `${encoding} ${viewer slug}`, in the order they were last used. */
  variants: Map<string, Promise<Buffer>>;
  /** ETags by viewer slug (`null` for a caller without a membership). */
  etags: Map<string | null, string>;
}

/** The answer's weak ETag for this caller: the kept answer's hash with the caller's slug. */
function etagFor(entry: CachedLeaderboard, viewerSlug: string | null): string {
  let etag = entry.etags.get(viewerSlug);
  if (etag === undefined) {
    etag = `W/"${createHash('sha256')
      .update(entry.hash)
      .update(JSON.stringify(viewerSlug))
      .digest('base64url')
      .slice(0, 27)}"`;
    // At most one per member of the club: the entry goes when the season's version moves.
    entry.etags.set(viewerSlug, etag);
  }
  return etag;
}

const CLOSE = Buffer.from('}');

/**
 * A process's kept leaderboards (decision 0039): the serialized answer of each of the last
 * read seasons, for the version it was built at, so a read that finds the version unchanged
 * sends bytes instead of reading 200 rows and serializing 100 kB. Access is checked on every
 * request before this is asked.
 */
export class LeaderboardCache {
  private readonly seasons: VersionedKeep<CachedLeaderboard>;

  constructor(maxSeasons = LEADERBOARD_CACHE_SEASONS) {
    this.seasons = new VersionedKeep(maxSeasons);
  }

  get size(): number {
    return this.seasons.size;
  }

  /**
   * Answers `GET /api/seasons/{seasonSlug}/leaderboard/` for a caller whose access has been
   * checked: 304 when If-None-Match names the current answer, else the kept bytes, compressed
   * once per caller and encoding.
   */
  async send(
    db: Kysely<Database>,
    season: SeasonWithLeague,
    userId: number,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { version, viewerSlug } = await readLeaderboardVersion(db, season, userId);
    const entry = await this.seasons.get(String(season.id), version, () =>
      build(db, season, version),
    );
    const etag = etagFor(entry, viewerSlug);
    addVary(reply, 'accept-encoding');
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    // The whole answer is copied together only when it is sent as it is or compressed anew.
    const body = () => Buffer.concat([entry.head, Buffer.from(JSON.stringify(viewerSlug)), CLOSE]);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body());
    return reply
      .header('content-encoding', encoding)
      .send(await variant(entry, `${encoding} ${viewerSlug ?? ''}`, encoding, body));
  }
}

async function build(
  db: Kysely<Database>,
  season: SeasonWithLeague,
  version: string,
): Promise<CachedLeaderboard> {
  const { viewer_member_slug: _viewer, ...rest } = await readLeaderboard(db, season, null);
  // The contract puts viewer_member_slug last: the JSON without its closing brace, then it.
  const json = JSON.stringify(rest);
  const head = Buffer.from(`${json.slice(0, -1)},"viewer_member_slug":`);
  return {
    version,
    head,
    hash: createHash('sha256').update(version).update(head).digest('base64url'),
    variants: new Map(),
    etags: new Map(),
  };
}

function variant(
  entry: CachedLeaderboard,
  key: string,
  encoding: Encoding,
  body: () => Buffer,
): Promise<Buffer> {
  let result = entry.variants.get(key);
  if (result) {
    entry.variants.delete(key);
  } else {
    result = compressKept(body(), encoding);
    result.catch(() => entry.variants.delete(key));
  }
  entry.variants.set(key, result);
  while (entry.variants.size > VARIANTS_PER_SEASON) {
    const oldest = entry.variants.keys().next().value;
    if (oldest === undefined) break;
    entry.variants.delete(oldest);
  }
  return result;
}

/** If-None-Match against a weak ETag: weak comparison, `*` matches. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
