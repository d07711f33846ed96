import type { ClubAction, ClubRole } from '@felt/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClubRow, Database } from '../db/schema';
import { findClubWithRole } from '../features/clubs/clubs.repository';
import { findGameAccess, type GameWithRefs } from '../features/games/games.repository';
import {
  findLeagueAccess,
  findLeagueSeasonAccess,
  type LeagueWithClub,
  type SeasonWithLeague,
} from '../features/leagues/leagues.repository';
import { HttpError } from '../http-error';
import { sharedPlugin } from '../plugins/shared-plugin';
import { authorize, type ClubAccess } from './club-policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `:slug` names a club: the caller needs `action` in it (`config: { club: 'club:read' }`). */
    club?: ClubAction;
    /** `:slug` names a league: the caller needs the action in the league's club. */
    league?: ClubAction;
    /** `:slug` names a season: the caller needs the action in the season's club. */
    season?: ClubAction;
    /** `:gameSlug` names a game: the caller needs the action in the game's club. */
    game?: ClubAction;
  }
  interface FastifyRequest {
    /** The club a route's `config` names, authorized. Reading it elsewhere is a bug (500). */
    club: ClubRow;
    /** The caller's stored role in `club`. */
    clubRole: ClubRole;
    /** The league of a `config: { league }` route. */
    league: LeagueWithClub;
    /** The season of a `config: { season }` route. */
    season: SeasonWithLeague;
    /** The game of a `config: { game }` route. */
    game: GameWithRefs;
  }
}

interface Found {
  club: ClubRow;
  /** The caller's role in `club`, or null when the caller is not a member. */
  role: ClubRole | null;
  league?: LeagueWithClub;
  season?: SeasonWithLeague;
  game?: GameWithRefs;
}

/**
 * Each kind of thing a route can name, the path parameter naming it, and how to find it with
 * its club and the caller's role there, in one query (decision 0042). A league, season or game
 * of another club answers 404 like an unknown one, as the club does (DESIGN.md section 3).
 */
const KINDS = {
  club: {
    param: 'slug',
    find: async (db: Kysely<Database>, slug: string, userId: number): Promise<Found | null> =>
      (await findClubWithRole(db, slug, userId)) ?? null,
  },
  league: {
    param: 'slug',
    find: async (db: Kysely<Database>, slug: string, userId: number): Promise<Found | null> =>
      (await findLeagueAccess(db, slug, userId)) ?? null,
  },
  season: {
    param: 'slug',
    find: async (db: Kysely<Database>, slug: string, userId: number): Promise<Found | null> =>
      (await findLeagueSeasonAccess(db, slug, userId)) ?? null,
  },
  game: {
    param: 'gameSlug',
    find: async (db: Kysely<Database>, slug: string, userId: number): Promise<Found | null> =>
      (await findGameAccess(db, slug, userId)) ?? null,
  },
} as const;

type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

interface Loaded extends Omit<Found, 'role'> {
  role: ClubRole;
}

const loaded = new WeakMap<FastifyRequest, Loaded>();

function loadedOf(request: FastifyRequest): Loaded {
  const found = loaded.get(request);
  if (!found) {
    throw new Error(`${request.routeOptions.url ?? request.url} declares no club action`);
  }
  return found;
}

/** `request.club` with the caller's role, as the club policy's `authorizeClub` returns them. */
export function clubAccess(request: FastifyRequest): ClubAccess {
  const { club, role } = loadedOf(request);
  return { club, role };
}

function declaredKinds(config: Partial<Record<Kind, ClubAction>> | undefined): Kind[] {
  return KIND_NAMES.filter((kind) => config?.[kind] !== undefined);
}

/**
 * Club-scoped routes declare the action they need (`config: { club: 'club:manage' }`, or
 * `league` / `season` when `:slug` names one of those, `game` when `:gameSlug` names a game);
 * this hook loads what the slug names, asks the club policy and leaves the result on
 * `request.club`, `request.clubRole` and `request.league` / `request.season` / `request.game`
 * before the handler runs: 401 anonymous, 404 unknown or
 * another club's, 403 not allowed. It runs as a preHandler, after the body is validated, so a
 * bad body is a 400 whoever sends it.
 */
export const clubRoutePlugin = sharedPlugin('felt-club-route', async (app) => {
  app.decorateRequest('club', {
    getter(this: FastifyRequest) {
      return loadedOf(this).club;
    },
  });
  app.decorateRequest('clubRole', {
    getter(this: FastifyRequest) {
      return loadedOf(this).role;
    },
  });
  app.decorateRequest('league', {
    getter(this: FastifyRequest) {
      const { league } = loadedOf(this);
      if (!league) throw new Error(`${this.routeOptions.url} declares no league action`);
      return league;
    },
  });
  app.decorateRequest('season', {
    getter(this: FastifyRequest) {
      const { season } = loadedOf(this);
      if (!season) throw new Error(`${this.routeOptions.url} declares no season action`);
      return season;
    },
  });
  app.decorateRequest('game', {
    getter(this: FastifyRequest) {
      const { game } = loadedOf(this);
      if (!game) throw new Error(`${this.routeOptions.url} declares no game action`);
      return game;
    },
  });

  // A route that names two kinds, or none in its path, is refused when the app starts.
  app.addHook('onRoute', (route) => {
    const kinds = declaredKinds(route.config);
    if (kinds.length > 1) {
      throw new Error(`${route.method} ${route.url} declares ${kinds.join(' and ')}: pick one`);
    }
    const [kind] = kinds;
    if (kind && !new RegExp(`:${KINDS[kind].param}(/|$)`).test(route.url)) {
      throw new Error(
        `${route.method} ${route.url} declares ${kind} but has no :${KINDS[kind].param}`,
      );
    }
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    const [kind] = declaredKinds(config);
    const action = kind && config[kind];
    if (!kind || !action) return;
    if (!request.user) throw HttpError.notAuthenticated();
    const slug = (request.params as Record<string, string>)[KINDS[kind].param] ?? '';
    const found = await KINDS[kind].find(app.db, slug, request.user.id);
    // As club-policy's authorizeClub: unknown, or of a club the caller is not in, is 404; then
    // the role decides (403).
    if (!found || found.role === null) throw HttpError.notFound();
    const { club, role, league, season, game } = found;
    authorize(role, action);
    loaded.set(request, { club, role, league, season, game });
  });
});
