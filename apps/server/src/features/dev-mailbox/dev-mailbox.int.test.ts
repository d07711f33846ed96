import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';

describe('/dev/mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.mailer.send({
      to: 'ada@example.com',
      subject: 'Verify your <email>',
      text: 'Open https://felt.example/accounts/verify-email/abc/def-123/ to verify.\nThanks.',
      html: '<p>Verify</p>',
    });
    await server.app.mailer.send({
      to: 'grace@example.com',
      subject: 'Second mail',
      text: 'No links here.',
      html: '<!DOCTYPE html><html><body><p>Hello Grace</p></body></html>',
    });
  });
  afterAll(() => server?.close());

  it('lists mails newest first with every URL clickable', async () => {
    const response = await fetch(`${server.url}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(
      '<a href="https://felt.example/accounts/verify-email/abc/def-123/">https://felt.example/accounts/verify-email/abc/def-123/</a> to verify.',
    );
    expect(html).toContain('Verify your &lt;email&gt;');
    expect(html).toContain('ada@example.com');
    expect(html).not.toMatch(/<script/i);
    expect(html.indexOf('Second mail')).toBeLessThan(html.indexOf('Verify your'));
  });

  it("serves a mail's HTML version", async () => {
    const list = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as {
      results: Array<{ id: number; subject: string }>;
    };
    const second = list.results.find((mail) => mail.subject === 'Second mail');
    const response = await fetch(`${server.url}/dev/mailbox/${second?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<p>Hello Grace</p>');

    expect((await fetch(`${server.url}/dev/mailbox/999999`)).status).toBe(404);
  });

  it('offers the outbox as JSON, filterable by recipient', async () => {
    const response = await fetch(`${server.url}/dev/mailbox.json?to=ADA@example.com`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { count: number; results: Array<{ to: string }> };
    expect(body.count).toBe(1);
    expect(body.results.map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('shows mails sent through the contact form', async () => {
    const client = createClient(server.url);
    await client.post('/api/contact/', {
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Hello there, I would like a demo.',
    });
    const html = await (await fetch(`${server.url}/dev/mailbox`)).text();
    expect(html).toContain('Contact form: message from Visitor');
  });
});

describe('/dev/mailbox in production', () => {
  it('does not exist', async () => {
    const server = await startTestServer({ nodeEnv: 'production' });
    try {
      for (const pathname of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1']) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
