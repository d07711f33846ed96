import { healthErrorResponseSchema, healthResponseSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    { schema: { response: { 200: healthResponseSchema, 503: healthErrorResponseSchema } } },
    async (request, reply) => {
      const report = await checkHealth({
        db: app.db,
        dialect: app.dialect,
        storage: app.storage,
        sqliteFile: app.sqliteFile,
      });
      reply.header('cache-control', 'no-store');
      if (report.healthy) {
        if (report.cause) {
          request.log.warn(`health check: the database cannot take writes (${report.cause})`);
        }
        return reply.code(200).send(report.body);
      }
      request.log.error({ err: report.cause }, 'health check: database unreachable');
      return reply.code(503).send(report.body);
    },
  );
};
