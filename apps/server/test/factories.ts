import type { UserRow } from '../src/db/schema';
import { insertUser } from '../src/features/accounts/users.repository';
import { createClient, testPasswordHasher, type TestClient, type TestServer } from './helpers';
import type { ReceivedMail, SmtpSink } from './smtp-sink';

/** A clock tests move by hand; starts at the real time so cookie dates stay plausible. */
export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

/** A password the policy accepts for any of the factory users. */
export const GOOD_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** 1 -> "a", 26 -> "z", 27 -> "aa": no digits a password-similarity check could trip on. */
function letters(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    out = String.fromCharCode(97 + ((rest - 1) % 26)) + out;
  }
  return out;
}

/** A unique address per call, so tests sharing a server never share throttle counters. */
export function uniqueEmail(prefix = 'player'): string {
  sequence += 1;
  return `${prefix}.${letters(sequence)}@example.com`;
}

export interface UserFactoryInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Verified unless false. */
  verified?: boolean;
}

/** A user straight in the database (no club, no mail): the starting point of most tests. */
export async function createUser(
  server: TestServer,
  input: UserFactoryInput = {},
): Promise<UserRow & { password: string }> {
  const password = input.password ?? GOOD_PASSWORD;
  const at = new Date().toISOString();
  sequence += 1;
  const user = await insertUser(server.db, {
    slug: `user-${process.pid}-${sequence}`,
    email: input.email ?? uniqueEmail(),
    password_hash: await testPasswordHasher.hashPassword(password),
    first_name: input.firstName ?? 'Ada',
    last_name: input.lastName ?? 'Lovelace',
    venmo_handle: null,
    paypal_handle: null,
    avatar_path: null,
    email_verified_at: input.verified === false ? null : at,
    last_login_at: null,
    created_at: at,
    updated_at: at,
  });
  return { ...user, password };
}

/** A client that logged in through the API (throws unless the login succeeded). */
export async function logInClient(
  server: TestServer,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<TestClient> {
  const client = createClient(server.url);
  const response = await client.post('/api/auth/login/', credentials, { headers });
  if (response.status !== 200) {
    throw new Error(`login failed: HTTP ${response.status} ${await response.text()}`);
  }
  return client;
}

/** Waits for a mail to `to` whose subject matches, polling the sink. */
export async function waitForMail(
  sink: SmtpSink,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.messages.find(
      (mail) => mail.envelopeTo.includes(to) && subject.test(mail.subject),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = sink.messages.map((mail) => `${mail.envelopeTo.join(',')}: ${mail.subject}`);
      throw new Error(`no mail to ${to} matching ${subject}; got ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function mailsTo(sink: SmtpSink, to: string): ReceivedMail[] {
  return sink.messages.filter((mail) => mail.envelopeTo.includes(to));
}

/** The path of the first link in the mail's text part under `prefix` (e.g. /auth/reset-password/). */
export function linkPath(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[^\\s]*)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${prefix} link in mail "${mail.subject}"`);
  return match[1];
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
