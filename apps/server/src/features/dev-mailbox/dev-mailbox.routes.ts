import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { getMailboxMail, listMailbox } from './dev-mailbox.service';
import { renderMailboxPage } from './dev-mailbox.page';

const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  from: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

const listQuerySchema = z.object({
  to: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * A local stand-in for an inbox, so verification links can be clicked without SMTP. Only
 * registered outside production. Mail bodies are our own templates, which escape user input.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    { schema: { querystring: listQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { count, results } = await listMailbox(app.db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(results, count));
    },
  );

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        querystring: listQuerySchema,
        response: {
          200: z.object({
            count: z.number(),
            next: z.null(),
            previous: z.null(),
            results: z.array(outboxMailSchema),
          }),
        },
      },
    },
    async (request, reply) => {
      const { count, results } = await listMailbox(app.db, request.query);
      reply.header('cache-control', 'no-store');
      return { count, next: null, previous: null, results };
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const mail = await getMailboxMail(app.db, request.params.id);
      if (!mail) throw HttpError.notFound();
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mail.html);
    },
  );
};
