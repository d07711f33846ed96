import { calendarFeedSchema, clubParamsSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import {
  clubFeedCalendar,
  gameCalendar,
  getCalendarFeed,
  resetCalendarFeed,
  type GameCalendarDependencies,
} from './game-calendar.service';

const ICS = 'text/calendar; charset=utf-8';
const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });
const feedParamsSchema = z.object({ token: z.string().max(200) });

const depsOf = (app: Parameters<FastifyPluginAsyncZod>[0]): GameCalendarDependencies => ({
  db: app.db,
  now: app.now,
  appUrl: app.config.appUrl,
  secretKey: app.config.secretKey,
});

/**
 * The private club feed calendar apps subscribe to (decision 0021). Public: calendar apps send
 * no cookies, so the address's secret token is the credential; a wrong or reset one is a 404.
 */
export const calendarFeedPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.get(
    '/api/calendar/:token.ics',
    { schema: { params: feedParamsSchema } },
    async (request, reply) => {
      const ics = await clubFeedCalendar(deps, request.params.token);
      // The address is a secret: no shared cache keeps what it shows.
      return reply.type(ICS).header('cache-control', 'no-store').send(ics);
    },
  );
};

/** A game's `.ics` and the member's feed address (signed-in scope). */
export const gameCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/api/games/:gameSlug/calendar.ics',
    { config: { game: 'club:read' }, schema: { params: gameParamsSchema } },
    async (request, reply) => {
      const { game } = request;
      const ics = gameCalendar(deps, game, clubAccess(request).club.name);
      return reply
        .type(ICS)
        .header('content-disposition', `attachment; filename="${game.slug}.ics"`)
        .send(ics);
    },
  );

  app.get(
    '/api/clubs/:slug/calendar-feed/',
    {
      config: { club: 'club:read' },
      schema: { params: clubParamsSchema, response: { 200: calendarFeedSchema } },
    },
    async (request) => getCalendarFeed(deps, clubAccess(request), signedIn(request).user),
  );

  app.post(
    '/api/clubs/:slug/calendar-feed/',
    {
      config: { club: 'club:participate' },
      schema: { params: clubParamsSchema, response: { 200: calendarFeedSchema } },
    },
    async (request) => resetCalendarFeed(deps, clubAccess(request), signedIn(request).user),
  );
};
