import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  startSmtpSink,
  startTestServer,
  type SmtpSink,
  type TestServer,
} from '../../../test/helpers';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We run a weekly game of 20 players.\nCan Felt seat them at <3> tables?',
};
const THANKS = "Thanks! Your message has been sent. We'll get back to you soon.";

describe('POST /api/contact/ without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ contactEmail: 'owner@felt.example' });
  });
  afterAll(() => server?.close());

  it('reports each invalid field under its name', async () => {
    const client = createClient(server.url);
    const response = await client.post('/api/contact/', { ...message, email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ email: ['Enter a valid email address'] });
  });

  it('stores the message, keeps the mail in the outbox and thanks the visitor', async () => {
    const client = createClient(server.url);
    const response = await client.post('/api/contact/', message, {
      headers: { 'user-agent': 'FeltTest/1.0' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ detail: THANKS });

    const stored = await server.db.selectFrom('contact_message').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: message.message,
      ip: '127.0.0.1',
      user_agent: 'FeltTest/1.0',
    });

    const mails = await server.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'owner@felt.example',
      reply_to: 'ada@example.com',
      subject: 'Contact form: message from Ada Lovelace',
      sent_at: null,
      error: null,
    });
    expect(mail?.text).toContain(message.message);
    // What the visitor typed is escaped in the HTML part.
    expect(mail?.html).toContain('&lt;3&gt; tables');
    expect(mail?.html).not.toContain('<3>');
  });
});

describe('POST /api/contact/ with SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());

  it('sends the mail with a text and an HTML part and records it as sent', async () => {
    const server = await startTestServer({
      smtpUrl: sink.url,
      contactEmail: 'owner@felt.example',
      mailFrom: 'Felt <no-reply@felt.example>',
    });
    try {
      const response = await createClient(server.url).post('/api/contact/', message);
      expect(response.status).toBe(201);

      const [received] = await sink.waitForMessages(1);
      expect(received?.envelopeTo).toEqual(['owner@felt.example']);
      expect(received?.headers['reply-to']).toBe('ada@example.com');
      expect(received?.headers.from).toBe('Felt <no-reply@felt.example>');
      expect(received?.subject).toBe('Contact form: message from Ada Lovelace');
      expect(received?.text).toContain('Can Felt seat them at <3> tables?');
      expect(received?.html).toContain('&lt;3&gt; tables');

      const row = await server.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
      expect(row.error).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('keeps the mail and its error when the SMTP server is down', async () => {
    // Port 1 on loopback refuses connections.
    const server = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const response = await createClient(server.url).post('/api/contact/', message);
      expect(response.status).toBe(201);
      const row = await server.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.subject).toBe('Contact form: message from Ada Lovelace');
      expect(row.sent_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await server.close();
    }
  });
});

describe('POST /api/contact/ rate limit', () => {
  it('allows 5 per 10 minutes per IP, counted across app instances', async () => {
    const first = await startTestServer();
    const second = await startTestServer({ database: first.config.database });
    try {
      const clients = [createClient(first.url), createClient(second.url)];
      for (let i = 0; i < 5; i++) {
        const response = await clients[i % 2]!.post('/api/contact/', message);
        expect(response.status).toBe(201);
      }
      const refused = await clients[1]!.post('/api/contact/', message);
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { detail: string; code: string; retry_after: number };
      expect(body).toMatchObject({ code: 'throttled' });
      expect(body.retry_after).toBeGreaterThan(590);
      expect(body.retry_after).toBeLessThanOrEqual(600);
      expect(body.detail).toBe(
        `Request was throttled. Expected available in ${body.retry_after} seconds.`,
      );
      expect(refused.headers.get('retry-after')).toBe(String(body.retry_after));

      const alsoRefused = await clients[0]!.post('/api/contact/', message);
      expect(alsoRefused.status).toBe(429);
      const stored = await first.db.selectFrom('contact_message').select('id').execute();
      expect(stored).toHaveLength(5);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
