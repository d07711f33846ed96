import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEB_DIST_DIR, loadConfig } from './config';

const KEY = 'k'.repeat(40);

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(os.tmpdir(), 'felt-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  const load = (env: Record<string, string | undefined>) => loadConfig(env, { cwd });

  function problemsOf(env: Record<string, string | undefined>): string[] {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('expected a ConfigError');
  }

  it('has working defaults', () => {
    const config = load({ SECRET_KEY: KEY });
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:8000',
      databaseUrl: 'sqlite://data/felt.db',
      database: { dialect: 'sqlite', filename: path.join(cwd, 'data/felt.db') },
      dataDir: path.join(cwd, 'data'),
      smtpUrl: null,
      logLevel: 'info',
      nodeEnv: 'development',
      webDistDir: DEFAULT_WEB_DIST_DIR,
      trustProxy: false,
      contactEmail: 'hello@localhost',
      mailFrom: 'Felt <no-reply@localhost>',
      passwordResetTimeoutSeconds: 259_200,
      billingEnabled: false,
    });
  });

  it('finds the web build next to the server package', () => {
    expect(DEFAULT_WEB_DIST_DIR).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('strips a trailing slash from APP_URL and derives mail addresses from its host', () => {
    const config = load({ SECRET_KEY: KEY, APP_URL: 'https://club.example.com:8443/' });
    expect(config.appUrl).toBe('https://club.example.com:8443');
    expect(config.contactEmail).toBe('hello@club.example.com');
    expect(config.mailFrom).toBe('Felt <no-reply@club.example.com>');
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://felt:pw@db:5432/felt',
      DATA_DIR: '/var/lib/felt',
      SECRET_KEY: KEY,
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'WARN',
      NODE_ENV: 'production',
      WEB_DIST_DIR: 'web',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      CONTACT_EMAIL: 'owner@club.example',
      MAIL_FROM: 'Club <club@club.example>',
      PASSWORD_RESET_TIMEOUT: '3600',
      BILLING_ENABLED: 'TRUE',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRO_PRICE_ID: 'price_abc123',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { dialect: 'postgres', connectionString: 'postgresql://felt:pw@db:5432/felt' },
      dataDir: '/var/lib/felt',
      secretKey: KEY,
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      nodeEnv: 'production',
      webDistDir: path.join(cwd, 'web'),
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      contactEmail: 'owner@club.example',
      mailFrom: 'Club <club@club.example>',
      passwordResetTimeoutSeconds: 3600,
      billingEnabled: true,
      stripe: {
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_abc123',
        proPriceId: 'price_abc123',
      },
    });
  });

  it('runs with billing off and no payment provider by default', () => {
    expect(load({ SECRET_KEY: KEY })).toMatchObject({ billingEnabled: false, stripe: null });
  });

  it('needs the three Stripe variables with billing on, and checks their form', () => {
    expect(problemsOf({ SECRET_KEY: KEY, BILLING_ENABLED: 'true' })).toEqual([
      'STRIPE_SECRET_KEY: required when BILLING_ENABLED is true (upgrades go through Stripe)',
      'STRIPE_WEBHOOK_SECRET: required when BILLING_ENABLED is true (upgrades go through Stripe)',
      'STRIPE_PRO_PRICE_ID: required when BILLING_ENABLED is true (upgrades go through Stripe)',
    ]);
    expect(
      problemsOf({
        SECRET_KEY: KEY,
        STRIPE_SECRET_KEY: 'pk_test_public',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_PRO_PRICE_ID: 'prod_1',
      }),
    ).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_..., sk_test_...)',
      "STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret (whsec_...)",
      'STRIPE_PRO_PRICE_ID: must be a Stripe Price id (price_...) (got "prod_1")',
    ]);
  });

  it('refuses a BILLING_ENABLED that is not a boolean', () => {
    expect(problemsOf({ SECRET_KEY: KEY, BILLING_ENABLED: 'yes' })).toEqual([
      'BILLING_ENABLED: must be true or false (got "yes")',
    ]);
  });

  it('looks for game reminders every five minutes unless REMINDER_INTERVAL_SECONDS says otherwise', () => {
    expect(load({ SECRET_KEY: KEY }).reminderIntervalSeconds).toBe(300);
    expect(load({ SECRET_KEY: KEY, REMINDER_INTERVAL_SECONDS: '60' }).reminderIntervalSeconds).toBe(
      60,
    );
    expect(load({ SECRET_KEY: KEY, REMINDER_INTERVAL_SECONDS: '0' }).reminderIntervalSeconds).toBe(
      0,
    );
    expect(problemsOf({ SECRET_KEY: KEY, REMINDER_INTERVAL_SECONDS: 'soon' })).toEqual([
      'REMINDER_INTERVAL_SECONDS: must be a whole number of seconds, 0 to turn reminders off (got "soon")',
    ]);
  });

  it('rebuilds the demo club daily at 04:00 UTC unless DEMO_REBUILD_HOUR_UTC says otherwise', () => {
    expect(load({ SECRET_KEY: KEY }).demoRebuildHourUtc).toBe(4);
    expect(load({ SECRET_KEY: KEY, DEMO_REBUILD_HOUR_UTC: '0' }).demoRebuildHourUtc).toBe(0);
    expect(load({ SECRET_KEY: KEY, DEMO_REBUILD_HOUR_UTC: '23' }).demoRebuildHourUtc).toBe(23);
    expect(load({ SECRET_KEY: KEY, DEMO_REBUILD_HOUR_UTC: 'OFF' }).demoRebuildHourUtc).toBeNull();
    for (const value of ['24', '-1', '4am', '3.5']) {
      expect(problemsOf({ SECRET_KEY: KEY, DEMO_REBUILD_HOUR_UTC: value })).toEqual([
        `DEMO_REBUILD_HOUR_UTC: must be an hour from 0 to 23 (UTC), or off (got "${value}")`,
      ]);
    }
  });

  it.each(['0', '-5', '1.5', 'three days'])('refuses PASSWORD_RESET_TIMEOUT=%s', (value) => {
    expect(problemsOf({ SECRET_KEY: KEY, PASSWORD_RESET_TIMEOUT: value })).toEqual([
      `PASSWORD_RESET_TIMEOUT: must be a whole number of seconds, at least 1 (got "${value}")`,
    ]);
  });

  it.each([
    ['sqlite:///srv/felt.db', { dialect: 'sqlite', filename: '/srv/felt.db' }],
    ['sqlite://:memory:', { dialect: 'sqlite', filename: ':memory:' }],
    ['postgres://u@h/db', { dialect: 'postgres', connectionString: 'postgres://u@h/db' }],
  ])('parses DATABASE_URL=%s', (url, database) => {
    expect(load({ SECRET_KEY: KEY, DATABASE_URL: url }).database).toEqual(database);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(load({ SECRET_KEY: KEY, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats blank variables as unset', () => {
    expect(load({ SECRET_KEY: KEY, PORT: '', SMTP_URL: ' ', LOG_LEVEL: '' })).toMatchObject({
      port: 8000,
      smtpUrl: null,
      logLevel: 'info',
    });
  });

  it('lists every bad variable on its own line, without echoing secrets', () => {
    const env = {
      PORT: 'eighty',
      APP_URL: 'ftp://felt.example',
      DATABASE_URL: 'mysql://root:hunter2@db/felt',
      SECRET_KEY: 'hunter2-too-short',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      TRUST_PROXY: 'the-load-balancer',
    };
    const problems = problemsOf(env);
    expect(problems).toEqual([
      'PORT: must be a whole number between 0 and 65535 (got "eighty")',
      'APP_URL: must start with http:// or https:// (got "ftp://felt.example")',
      'SECRET_KEY: must be at least 32 characters long',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'NODE_ENV: must be one of development, production, test (got "staging")',
      'DATABASE_URL: must be sqlite://<path>, sqlite:///<absolute path>, sqlite://:memory:, postgres://... or postgresql://... (got "mysql://root:***@db/felt")',
      'TRUST_PROXY: must be true, false, a number of proxy hops, or a comma-separated list of addresses/CIDR ranges (got "the-load-balancer")',
    ]);
    let message = '';
    try {
      load(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    expect(message.split('\n')[1]).toBe(`  - ${problems[0]}`);
    expect(message).not.toContain('hunter2');
  });

  it('refuses an APP_URL with a path', () => {
    expect(problemsOf({ SECRET_KEY: KEY, APP_URL: 'https://example.com/felt' })).toEqual([
      'APP_URL: must be an origin such as https://felt.example.com, without a path (got "https://example.com/felt")',
    ]);
  });

  it('refuses an empty sqlite path and a non-SMTP SMTP_URL', () => {
    const problems = problemsOf({
      SECRET_KEY: KEY,
      DATABASE_URL: 'sqlite://',
      SMTP_URL: 'mail.example',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(problems[1]).toMatch(/^DATABASE_URL: /);
  });

  describe('without SECRET_KEY', () => {
    it('generates a private key once and reuses it', () => {
      const first = load({ DATA_DIR: 'state' });
      const file = path.join(cwd, 'state', 'secret_key');
      expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(load({ DATA_DIR: 'state' }).secretKey).toBe(first.secretKey);
    });

    it('refuses a stored key that is too short', () => {
      const file = path.join(cwd, 'data', 'secret_key');
      load({});
      writeFileSync(file, 'short\n');
      expect(problemsOf({})).toEqual([
        expect.stringMatching(/^SECRET_KEY: not set, and no key could be generated in /),
      ]);
    });
  });
});

describe('the README', () => {
  it('documents every variable loadConfig reads, and no other', () => {
    const read = new Set<string>();
    const env = new Proxy<Record<string, string | undefined>>(
      { SECRET_KEY: KEY },
      {
        get(target, name) {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      },
    );
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'felt-config-'));
    try {
      loadConfig(env, { cwd });
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }

    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('## Configuration');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((match) => match[1]);
    expect(read.size).toBeGreaterThan(10);
    expect(documented.sort()).toEqual([...read].sort());
  });
});
