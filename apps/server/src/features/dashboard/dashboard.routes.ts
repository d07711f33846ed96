import { clubParamsSchema, dashboardQuerySchema, dashboardResponseSchema } from '@felt/contract';
import { calendarDate } from '@felt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import { readDashboard, type DashboardDependencies } from './dashboard.service';

/**
 * The club dashboard's read (issue 15): every member and Demo reads it; what it holds is what
 * each of them may read elsewhere (the games list, the leaderboard, a game's results).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DashboardDependencies = { db: app.db, now: app.now };

  app.get(
    '/api/clubs/:slug/dashboard/',
    {
      config: { club: 'club:read' },
      schema: {
        params: clubParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) =>
      readDashboard(
        deps,
        clubAccess(request),
        signedIn(request).user,
        request.query,
        // Today in the viewer's time zone (the Time-Zone header), as the leagues read it.
        calendarDate(app.now(), request.timeZone ?? 'UTC'),
      ),
  );
};
