import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import {
  DEFAULT_TEST_DATABASE_URL,
  createPostgresDatabase,
  dropPostgresDatabases,
  listPostgresDatabases,
  randomSuffix,
  withAdminClient,
  withDatabaseName,
  type TestDatabaseTemplate,
} from './test-database';

/**
 * Migrates one template database per run (docs/decisions/0004): SQLite tests copy the file,
 * PostgreSQL tests `CREATE DATABASE ... TEMPLATE` it. FELT_TEST_DIALECT picks the dialect.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const wanted = (process.env.FELT_TEST_DIALECT ?? 'sqlite').toLowerCase();
  if (wanted !== 'sqlite' && wanted !== 'postgres') {
    throw new Error(`FELT_TEST_DIALECT must be "sqlite" or "postgres" (got "${wanted}")`);
  }
  if (wanted === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
    const reachable = await postgresReachable(adminUrl);
    if (reachable === true) return setUpPostgres(project, adminUrl);
    const problem =
      `FELT_TEST_DIALECT=postgres but PostgreSQL at ${redact(adminUrl)} is not reachable ` +
      `(${reachable}). Start it or set TEST_DATABASE_URL.`;
    if (process.env.CI === 'true') throw new Error(problem);
    console.warn(
      `\n!!! ${problem}\n!!! Falling back to SQLite: these results say nothing about PostgreSQL.\n`,
    );
  }
  return setUpSqlite(project);
}

async function setUpSqlite(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'felt-test-template-'));
  const templateFile = path.join(directory, 'template.db');
  const handle = createDatabase({ database: { dialect: 'sqlite', filename: templateFile } });
  try {
    await migrateToLatest(handle);
  } finally {
    // Closing checkpoints the WAL, so the single file holds the whole schema for copying.
    await handle.destroy();
  }
  const template: TestDatabaseTemplate = { dialect: 'sqlite', templateFile };
  project.provide('feltTestDatabase', template);
  return async () => {
    await rm(directory, { recursive: true, force: true });
  };
}

async function setUpPostgres(project: TestProject, adminUrl: string) {
  const run = randomSuffix();
  const templateName = `felt_tpl_${run}`;
  const databasePrefix = `felt_t_${run}_`;
  await createPostgresDatabase(adminUrl, templateName);
  const handle = createDatabase({
    database: { dialect: 'postgres', connectionString: withDatabaseName(adminUrl, templateName) },
  });
  try {
    await migrateToLatest(handle);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
    await handle.destroy();
  }
  const template: TestDatabaseTemplate = {
    dialect: 'postgres',
    adminUrl,
    templateName,
    databasePrefix,
  };
  project.provide('feltTestDatabase', template);
  return async () => {
    const leftovers = await listPostgresDatabases(adminUrl, databasePrefix);
    await dropPostgresDatabases(adminUrl, [...leftovers, templateName]);
  };
}

async function postgresReachable(adminUrl: string): Promise<true | string> {
  try {
    await withAdminClient(adminUrl, (client) => client.query('SELECT 1'));
    return true;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
