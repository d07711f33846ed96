import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config, type DatabaseTarget } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { createPasswordHasher } from '../src/features/accounts/password-hasher';
import {
  createPostgresDatabase,
  dropPostgresDatabases,
  randomSuffix,
  withDatabaseName,
} from './test-database';

export { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink';

export const TEST_SECRET_KEY = 'test-secret-key-that-is-long-enough-0123456789';

/** The dialect this run uses (FELT_TEST_DIALECT, as resolved by the global setup). */
export function testDialect(): 'sqlite' | 'postgres' {
  return inject('feltTestDatabase').dialect;
}

export interface TestDatabase {
  target: DatabaseTarget;
  /** Deletes the database (and its folder). */
  drop(): Promise<void>;
}

/** A fresh, migrated database: a copy of the template file, or a PostgreSQL clone of it. */
export async function createTestDatabase(directory: string): Promise<TestDatabase> {
  const template = inject('feltTestDatabase');
  if (template.dialect === 'sqlite') {
    const filename = path.join(directory, 'felt.db');
    await copyFile(template.templateFile, filename);
    return { target: { dialect: 'sqlite', filename }, drop: async () => {} };
  }
  const name = `${template.databasePrefix}${randomSuffix()}`;
  await createPostgresDatabase(template.adminUrl, name, template.templateName);
  return {
    target: { dialect: 'postgres', connectionString: withDatabaseName(template.adminUrl, name) },
    drop: () => dropPostgresDatabases(template.adminUrl, [name]),
  };
}

/** A migrated database without an app, for repository and service tests. */
export async function openTestDatabase(): Promise<DatabaseHandle & { close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'felt-test-db-'));
  const database = await createTestDatabase(directory);
  const handle = createDatabase({ database: database.target }, { poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.destroy();
      await database.drop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions extends Pick<
  BuildAppOptions,
  'now' | 'passwordHasher' | 'outboxRetryIntervalMs' | 'onRoute' | 'logger' | 'paymentProvider'
> {
  /** Runs after the app is built and before it listens: add test-only routes here. */
  setup?: (app: FastifyInstance) => unknown;
}

/**
 * argon2id at the cheapest settings: tests hash and verify many passwords, and what they check
 * (which password matches) does not depend on the cost. Production keeps the OWASP settings.
 */
export const testPasswordHasher = createPasswordHasher({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

/**
 * Starts the real app on 127.0.0.1, on a free port, with a fresh database copied from the
 * migrated template, a temporary DATA_DIR, no built SPA, cheap password hashing and silent
 * logs (TEST_LOG_LEVEL to see them). Pass `overrides.database` (e.g. another server's `config.database`) to share a
 * database; that database then stays owned by whoever created it.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'felt-test-'));
  const owned = overrides.database ? null : await createTestDatabase(dataDir);
  const target = overrides.database ?? (owned as TestDatabase).target;
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SECRET_KEY: TEST_SECRET_KEY,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
  });
  const config: Config = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    // Reminders go out when a test calls `app.reminders.runDue()`, not on a timer.
    reminderIntervalSeconds: 0,
    // The demo club is built and rebuilt when a test says so, not on a schedule.
    demoRebuildHourUtc: null,
    ...overrides,
    database: target,
    databaseUrl:
      target.dialect === 'sqlite' ? `sqlite://${target.filename}` : target.connectionString,
  };

  const handle = createDatabase(config, { poolSize: 4 });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, {
      database: handle,
      now: options.now,
      passwordHasher: options.passwordHasher ?? testPasswordHasher,
      // Retries happen when a test calls `app.outbox.retryDue()`, not on a timer.
      outboxRetryIntervalMs: options.outboxRetryIntervalMs ?? 0,
      onRoute: options.onRoute,
      ...(options.paymentProvider === undefined
        ? {}
        : { paymentProvider: options.paymentProvider }),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    await options.setup?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await handle.destroy();
    await owned?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  const started = app;

  return {
    url: `http://127.0.0.1:${address.port}`,
    app: started,
    db: handle.db,
    config,
    async close() {
      await started.close();
      await handle.destroy();
      await owned?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ClientRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with `content-type: application/json`. */
  json?: unknown;
  body?: RequestInit['body'];
  /** `false` leaves out X-CSRFToken on unsafe methods. */
  csrf?: boolean;
}

export interface TestClient {
  readonly baseUrl: string;
  /** The cookie jar: name -> value. */
  readonly cookies: Map<string, string>;
  /** The csrftoken cookie, fetched from /api/auth/csrf/ when the jar has none. */
  csrfToken(): Promise<string>;
  request(pathname: string, init?: ClientRequestInit): Promise<Response>;
  get(pathname: string, init?: ClientRequestInit): Promise<Response>;
  post(pathname: string, json?: unknown, init?: ClientRequestInit): Promise<Response>;
  patch(pathname: string, json?: unknown, init?: ClientRequestInit): Promise<Response>;
  put(pathname: string, json?: unknown, init?: ClientRequestInit): Promise<Response>;
  delete(pathname: string, init?: ClientRequestInit): Promise<Response>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A small browser stand-in: keeps cookies, and on unsafe methods sends X-CSRFToken taken from
 * the csrftoken cookie, as the SPA does (fetching /api/auth/csrf/ first when needed).
 */
export function createClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();

  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const send = async (pathname: string, init: ClientRequestInit = {}) => {
    const { json, csrf = true, ...rest } = init;
    const method = (rest.method ?? 'GET').toUpperCase();
    const headers = new Headers(rest.headers);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    if (UNSAFE.has(method) && csrf && !headers.has('x-csrftoken')) {
      headers.set('x-csrftoken', await client.csrfToken());
    }
    if (cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(new URL(pathname, baseUrl), {
      ...rest,
      method,
      headers,
      body,
      redirect: 'manual',
    });
    remember(response);
    return response;
  };

  const client: TestClient = {
    baseUrl,
    cookies,
    async csrfToken() {
      const existing = cookies.get('csrftoken');
      if (existing) return existing;
      const response = await send('/api/auth/csrf/');
      const token = cookies.get('csrftoken');
      if (!response.ok || !token) throw new Error(`no CSRF cookie (HTTP ${response.status})`);
      return token;
    },
    request: send,
    get: (pathname, init) => send(pathname, { ...init, method: 'GET' }),
    post: (pathname, json, init) => send(pathname, { ...init, method: 'POST', json }),
    patch: (pathname, json, init) => send(pathname, { ...init, method: 'PATCH', json }),
    put: (pathname, json, init) => send(pathname, { ...init, method: 'PUT', json }),
    delete: (pathname, init) => send(pathname, { ...init, method: 'DELETE' }),
  };
  return client;
}
