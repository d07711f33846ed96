import { createServer } from 'node:http';
import { startSmtpSink } from '../../apps/server/test/smtp-sink';

/*
 * The browser suite's mail server: a real SMTP server on loopback (the app's SMTP_URL points
 * here) plus a small HTTP reader for the specs, which run in other processes. Started by
 * Playwright as a webServer next to the app; ports come from the environment.
 *   GET /health                  -> 200 once both listen
 *   GET /messages.json?to=ADDR   -> mails whose envelope includes ADDR, newest first
 */
const smtpPort = Number(process.env.FELT_E2E_SMTP_PORT);
const httpPort = Number(process.env.FELT_E2E_MAIL_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('FELT_E2E_SMTP_PORT and FELT_E2E_MAIL_HTTP_PORT');

const sink = await startSmtpSink(smtpPort);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname !== '/messages.json') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const results = sink.messages
    .filter((mail) => !to || mail.envelopeTo.some((address) => address.toLowerCase() === to))
    .map(({ envelopeTo, subject, text, html }) => ({ to: envelopeTo, subject, text, html }))
    .reverse();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void sink.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
