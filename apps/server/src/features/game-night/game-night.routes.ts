import { PassThrough } from 'node:stream';
import {
  gameCommandRequestSchema,
  type GameNightCancelledEvent,
  gameCommandResponseSchema,
  gameLogQuerySchema,
  gameLogResponseSchema,
  gameNightStateSchema,
  serverTimeResponseSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { sharedPlugin } from '../../plugins/shared-plugin';
import { signedIn } from '../accounts/session-auth';
import { GameNightHub, type GameEnd, type GameSnapshot } from './game-night.hub';
import { gameStatus } from './game-night.repository';
import {
  presentGameNight,
  readGameLog,
  readGameNight,
  runGameCommand,
  type GameNightAccess,
  type GameNightDependencies,
} from './game-night.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live game night's states, viewers and cross-process announcements (decision 0024). */
    gameNight: GameNightHub;
  }
}

/** One hub per app; its streams and LISTEN connection end when the app closes. */
export const gameNightHubPlugin = sharedPlugin('felt-game-night-hub', async (app) => {
  const hub = new GameNightHub({ db: app.db, database: app.config.database, log: app.log });
  app.decorate('gameNight', hub);
  // Before the server waits for its connections: an open event stream would hold it forever.
  app.addHook('preClose', async () => hub.close());
});

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });

const gameNightAccess = (request: FastifyRequest): GameNightAccess => ({
  ...clubAccess(request),
  game: request.game,
});

/** `Last-Event-ID` as a version; a missing or unreadable one is -1 (send the state). */
function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value >= 0 ? value : -1;
}

/** One server-sent event: the version as its id, the state as its data. */
function eventOf(snapshot: GameSnapshot, now: number): string {
  const state = presentGameNight(snapshot, now);
  return `id: ${snapshot.version}\nevent: state\ndata: ${JSON.stringify(state)}\n\n`;
}

/** The stream's last event: the game was cancelled or deleted (no id: not a version). */
function cancelledEventOf(slug: string, end: GameEnd): string {
  const body: GameNightCancelledEvent = { game: slug, status: end };
  return `event: cancelled\ndata: ${JSON.stringify(body)}\n\n`;
}

/** The event of a version announced to all viewers, made by the first one's listener. */
const broadcasts = new WeakMap<GameSnapshot, string>();
function broadcastOf(snapshot: GameSnapshot, now: number): string {
  let event = broadcasts.get(snapshot);
  if (event === undefined) {
    event = eventOf(snapshot, now);
    broadcasts.set(snapshot, event);
  }
  return event;
}

/**
 * The live game night (issue 13): owners and managers command (`game:run`), every member and
 * Demo reads the state and follows its events.
 */
export const gameNightRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GameNightDependencies = {
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    hub: app.gameNight,
  };

  app.post(
    '/api/games/:gameSlug/commands/',
    {
      config: { game: 'game:run' },
      schema: {
        params: gameParamsSchema,
        body: gameCommandRequestSchema,
        response: { 200: gameCommandResponseSchema },
      },
    },
    async (request) =>
      runGameCommand(deps, gameNightAccess(request), signedIn(request).user, request.body),
  );

  app.get(
    '/api/games/:gameSlug/commands/',
    {
      config: { game: 'club:read' },
      schema: {
        params: gameParamsSchema,
        querystring: gameLogQuerySchema,
        response: { 200: gameLogResponseSchema },
      },
    },
    async (request) => readGameLog(deps, gameNightAccess(request), request.query.after),
  );

  app.get(
    '/api/games/:gameSlug/state/',
    {
      config: { game: 'club:read' },
      schema: { params: gameParamsSchema, response: { 200: gameNightStateSchema } },
    },
    async (request) => readGameNight(deps, gameNightAccess(request)),
  );

  /*
   * Server-sent events: `id: <version>`, `event: state`, `data: <the state>` for every new
   * version, at once the current state unless `Last-Event-ID` already has it, and a comment
   * line every `heartbeatMs`. When the game is cancelled or deleted (by `DELETE`, outside the
   * log) the last event is `event: cancelled` and the stream ends; a stream opened on a
   * cancelled game ends so at once. The answer is a stream, so the compression hook leaves it
   * alone and the session's `no-store` applies.
   */
  app.get(
    '/api/games/:gameSlug/events/',
    {
      config: { game: 'club:read' },
      schema: { params: gameParamsSchema },
      // A HEAD would open a stream and subscribe a viewer for an answer without a body.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const hub = app.gameNight;
      const gameId = request.game.id;
      const stream = new PassThrough();
      let sent = lastEventId(request);
      const send = (snapshot: GameSnapshot, event = eventOf(snapshot, app.now().getTime())) => {
        if (snapshot.version <= sent || stream.writableEnded) return;
        sent = snapshot.version;
        stream.write(event);
      };
      const slug = request.game.slug;
      const finish = (gameEnd: GameEnd) => {
        if (stream.writableEnded) return;
        stream.write(cancelledEventOf(slug, gameEnd));
        end();
      };
      const unsubscribe = hub.subscribe(gameId, {
        // A new version goes to every viewer of the process as the same text, made once.
        state: (snapshot) => send(snapshot, broadcastOf(snapshot, app.now().getTime())),
        cancelled: finish,
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), hub.heartbeatMs);
      let untrack: () => void = () => {};
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        untrack();
        if (!stream.writableEnded) stream.end();
      };
      untrack = hub.track(end);
      request.raw.on('close', end);
      // Reconnect after 2 s when the connection drops (EventSource's own default is 3 s).
      stream.write('retry: 2000\n\n');
      try {
        // Listening (PostgreSQL) before reading: a version committed after the read is heard.
        await hub.ready();
        send(await hub.current(gameId));
        // Read after subscribing: a cancellation committed since is heard, one before is seen.
        if ((await gameStatus(app.db, gameId)) === 'cancelled') finish('cancelled');
      } catch (error) {
        end();
        throw error;
      }
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx and similar proxies would otherwise buffer the stream.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
};

/** Anyone may read the server's clock: the screens estimate their offset from it. */
export const serverTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/time/',
    { schema: { response: { 200: serverTimeResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { server_time: app.now().getTime() };
    },
  );
};
