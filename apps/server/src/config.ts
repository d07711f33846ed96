import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const DEFAULT_PORT = 8000;
/** Django's PASSWORD_RESET_TIMEOUT default: three days. */
export const DEFAULT_PASSWORD_RESET_TIMEOUT_SECONDS = 3 * 24 * 60 * 60;
/** How often each process looks for game reminders to send, by default. */
export const DEFAULT_REMINDER_INTERVAL_SECONDS = 5 * 60;
/** A visitor's afternoon of clicking through the demo club is a few hundred API requests. */
export const DEFAULT_DEMO_DAILY_LIMIT = 2000;
/** 04:00 UTC: late evening in the Americas, early morning in Europe. */
export const DEFAULT_DEMO_REBUILD_HOUR_UTC = '4';
const SECRET_KEY_MIN_LENGTH = 32;
const SECRET_KEY_FILE = 'secret_key';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export type DatabaseTarget =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  /** Public origin used in mailed links, without a trailing slash. */
  appUrl: string;
  databaseUrl: string;
  database: DatabaseTarget;
  /** Absolute path; holds uploads and the generated secret key. */
  dataDir: string;
  secretKey: string;
  /** `null` keeps mails in the outbox only. */
  smtpUrl: string | null;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  /** Absolute path of the built SPA (`apps/web/dist` unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  trustProxy: TrustProxy;
  contactEmail: string;
  mailFrom: string;
  /** How long a password-reset link stays valid, in seconds (PASSWORD_RESET_TIMEOUT). */
  passwordResetTimeoutSeconds: number;
  /**
   * BILLING_ENABLED: plans and their limits apply. Off (the default, a self-hosted instance),
   * every limit is -1.
   */
  billingEnabled: boolean;
  /**
   * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRO_PRICE_ID: the Stripe Checkout
   * adapter that takes upgrades (decision 0038); all three are required with billing on, and
   * null with billing off.
   */
  stripe: StripeConfig | null;
  /**
   * REMINDER_INTERVAL_SECONDS: how often each app process looks for game reminders to send
   * (a day before the start); 0 turns the worker off in this process.
   */
  reminderIntervalSeconds: number;
  /**
   * DEMO_DAILY_LIMIT: demo uses (the demo login and each API request of a demo session) per
   * client address per UTC day; -1 turns the limit off (decision 0032).
   */
  demoDailyLimit: number;
  /**
   * DEMO_REBUILD_HOUR_UTC: the hour (0-23, UTC) at which each day the demo club is rebuilt so
   * its dates follow the calendar (also looked at when a process starts); null (`off`) turns the
   * schedule off in this process (decision 0032).
   */
  demoRebuildHourUtc: number | null;
}

export interface StripeConfig {
  /** `sk_live_...` or `sk_test_...` (a restricted key with Checkout and Subscriptions will do). */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_...`. */
  webhookSecret: string;
  /** The Stripe Price of the Pro plan (`price_...`), monthly, as the contract's PLANS shows it. */
  proPriceId: string;
}

/** Thrown when the environment is unusable; the message is meant for a terminal, not a stack. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(['Invalid configuration:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * `src/config.ts` under tsx and `dist/server.mjs` in the bundle both sit one folder below
 * apps/server, so the same relative URL finds apps/web/dist from either.
 */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

function parseDatabaseUrl(url: string, cwd: string): DatabaseTarget | null {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { dialect: 'postgres', connectionString: url };
  }
  if (url.startsWith('sqlite://')) {
    const location = url.slice('sqlite://'.length);
    if (location === '') return null;
    if (location === ':memory:') return { dialect: 'sqlite', filename: ':memory:' };
    return { dialect: 'sqlite', filename: path.resolve(cwd, location) };
  }
  return null;
}

/** Hides a password in a connection URL before it is shown in an error. */
function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const isAddressOrRange = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  };
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a whole number between 0 and 65535')
      .default(DEFAULT_PORT),
  ),
  HOST: z.preprocess(blankToUndefined, z.string().trim().default('127.0.0.1')),
  APP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .default('http://localhost:8000')
      .transform((value, ctx) => {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          ctx.addIssue({ code: 'custom', message: `must be an http(s) URL (got "${value}")` });
          return z.NEVER;
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          ctx.addIssue({
            code: 'custom',
            message: `must start with http:// or https:// (got "${value}")`,
          });
          return z.NEVER;
        }
        if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
          ctx.addIssue({
            code: 'custom',
            message: `must be an origin such as https://felt.example.com, without a path (got "${value}")`,
          });
          return z.NEVER;
        }
        return url.origin;
      }),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().default('data')),
  SECRET_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(SECRET_KEY_MIN_LENGTH, `must be at least ${SECRET_KEY_MIN_LENGTH} characters long`)
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => /^smtps?:\/\//.test(value),
        'must start with smtp:// or smtps:// (for example smtp://user:pass@mail.example.com:587)',
      )
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  ),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: optionalString,
  CONTACT_EMAIL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  PASSWORD_RESET_TIMEOUT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a whole number of seconds, at least 1')
      .transform(Number)
      .default(DEFAULT_PASSWORD_RESET_TIMEOUT_SECONDS),
  ),
  BILLING_ENABLED: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(live|test)_\w+$/, 'must be a Stripe secret key (sk_live_..., sk_test_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_...)")
      .optional(),
  ),
  STRIPE_PRO_PRICE_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^price_\w+$/, 'must be a Stripe Price id (price_...)')
      .optional(),
  ),
  REMINDER_INTERVAL_SECONDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of seconds, 0 to turn reminders off')
      .transform(Number)
      .default(DEFAULT_REMINDER_INTERVAL_SECONDS),
  ),
  DEMO_DAILY_LIMIT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(-1|\d{1,9})$/, 'must be a whole number of demo uses a day, or -1 for no limit')
      .transform(Number)
      .default(DEFAULT_DEMO_DAILY_LIMIT),
  ),
  DEMO_REBUILD_HOUR_UTC: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(off|[01]?\d|2[0-3])$/, 'must be an hour from 0 to 23 (UTC), or off')
      .default(DEFAULT_DEMO_REBUILD_HOUR_UTC)
      .transform((value) => (value === 'off' ? null : Number(value))),
  ),
});

/** Variables whose rejected value may be echoed back; the others can hold credentials. */
const SHOWN_VALUES = new Set([
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'NODE_ENV',
  'CONTACT_EMAIL',
  'PASSWORD_RESET_TIMEOUT',
  'BILLING_ENABLED',
  'STRIPE_PRO_PRICE_ID',
  'REMINDER_INTERVAL_SECONDS',
  'DEMO_DAILY_LIMIT',
  'DEMO_REBUILD_HOUR_UTC',
]);

type EnvInput = Record<string, string | undefined>;

export interface LoadConfigOptions {
  /** Base for relative paths; the working directory by default. */
  cwd?: string;
}

/**
 * Reads and validates the configuration. Every problem is collected into one ConfigError so
 * an operator can fix them all at once. Without SECRET_KEY, a key is generated once into
 * DATA_DIR/secret_key (mode 0600) and reused afterwards.
 */
export function loadConfig(env: EnvInput = process.env, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).join('.');
      const value = env[name];
      const shown =
        SHOWN_VALUES.has(name) && value !== undefined && !issue.message.includes('(got');
      problems.push(`${name}: ${issue.message}${shown ? ` (got "${value}")` : ''}`);
    }
  }

  const rawDatabaseUrl = (env.DATABASE_URL ?? '').trim() || 'sqlite://data/felt.db';
  const database = parseDatabaseUrl(rawDatabaseUrl, cwd);
  if (!database) {
    problems.push(
      `DATABASE_URL: must be sqlite://<path>, sqlite:///<absolute path>, sqlite://:memory:, ` +
        `postgres://... or postgresql://... (got "${redactUrl(rawDatabaseUrl)}")`,
    );
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY ?? 'false');
  if (trustProxy === null) {
    problems.push(
      `TRUST_PROXY: must be true, false, a number of proxy hops, or a comma-separated list of ` +
        `addresses/CIDR ranges (got "${env.TRUST_PROXY}")`,
    );
  }

  if (!parsed.success || !database || trustProxy === null) throw new ConfigError(problems);
  const vars = parsed.data;

  const stripeVars = {
    STRIPE_SECRET_KEY: vars.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: vars.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRO_PRICE_ID: vars.STRIPE_PRO_PRICE_ID,
  };
  const missingStripe = Object.entries(stripeVars).filter(([, value]) => value === undefined);
  if (vars.BILLING_ENABLED && missingStripe.length > 0) {
    throw new ConfigError(
      missingStripe.map(
        ([name]) => `${name}: required when BILLING_ENABLED is true (upgrades go through Stripe)`,
      ),
    );
  }
  const stripe: StripeConfig | null = vars.BILLING_ENABLED
    ? {
        secretKey: vars.STRIPE_SECRET_KEY as string,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET as string,
        proPriceId: vars.STRIPE_PRO_PRICE_ID as string,
      }
    : null;

  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const host = new URL(vars.APP_URL).hostname;
  let secretKey = vars.SECRET_KEY;
  if (secretKey === undefined) {
    try {
      secretKey = readOrCreateSecretKey(dataDir);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConfigError([
        `SECRET_KEY: not set, and no key could be generated in ${dataDir} (${reason})`,
      ]);
    }
  }

  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl: vars.APP_URL,
    databaseUrl: rawDatabaseUrl,
    database,
    dataDir,
    secretKey,
    smtpUrl: vars.SMTP_URL ?? null,
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(cwd, vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trustProxy,
    contactEmail: vars.CONTACT_EMAIL ?? `hello@${host}`,
    mailFrom: vars.MAIL_FROM ?? `Felt <no-reply@${host}>`,
    passwordResetTimeoutSeconds: vars.PASSWORD_RESET_TIMEOUT,
    billingEnabled: vars.BILLING_ENABLED,
    stripe,
    reminderIntervalSeconds: vars.REMINDER_INTERVAL_SECONDS,
    demoDailyLimit: vars.DEMO_DAILY_LIMIT,
    demoRebuildHourUtc: vars.DEMO_REBUILD_HOUR_UTC,
  };
}

/**
 * Several processes may start at once on a fresh DATA_DIR: the key is written to a private
 * temporary file and hard-linked into place, so exactly one key wins and all read it.
 */
function readOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    return validStoredKey(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const candidate = randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${candidate}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return candidate;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return validStoredKey(readFileSync(file, 'utf8'), file);
  } finally {
    unlinkSync(temporary);
  }
}

function validStoredKey(content: string, file: string): string {
  const key = content.trim();
  if (key.length < SECRET_KEY_MIN_LENGTH) {
    throw new Error(`${file} holds fewer than ${SECRET_KEY_MIN_LENGTH} characters`);
  }
  return key;
}
