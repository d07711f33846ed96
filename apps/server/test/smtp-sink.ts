import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Top-level headers, names lower-cased, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string | null;
  html: string | null;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages arrived (rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives; on `port`, or a free one. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback; nodemailer only upgrades when STARTTLS is offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        messages.push({
          ...parseMessage(raw),
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitForMessages(count, timeoutMs = 5000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP sink got ${messages.length} of ${count} messages`));
        }, timeoutMs);
        function check() {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        }
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_all, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Collects the first text/plain and text/html leaves, however deep the multipart nesting. */
function collectLeaves(part: MimePart, found: { text: string | null; html: string | null }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectLeaves(splitHeaders(section.replace(/^\n/, '')), found);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) found.html ??= decodeBody(part);
  else if (type.toLowerCase().startsWith('text/plain')) found.text ??= decodeBody(part);
}

function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const top = splitHeaders(raw);
  const found = { text: null as string | null, html: null as string | null };
  collectLeaves(top, found);
  return {
    headers: top.headers,
    subject: top.headers.subject ?? '',
    text: found.text?.replace(/\n$/, '') ?? null,
    html: found.html,
  };
}
