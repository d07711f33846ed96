import { contactRequestSchema, contactResponseSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_THANKS, submitContactMessage } from './contact.service';

const TEN_MINUTES = 10 * 60;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact/',
    {
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
      config: { rateLimit: { max: 5, windowSeconds: TEN_MINUTES } },
    },
    async (request, reply) => {
      await submitContactMessage(
        { db: app.db, mailer: app.mailer, contactEmail: app.config.contactEmail },
        request.body,
        { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
      );
      return reply.code(201).send({ detail: CONTACT_THANKS });
    },
  );
};
