import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { createClient, startTestServer, testDialect, type TestServer } from '../../../test/helpers';

describe('GET /api/health/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('reports ok and the database it runs on', async () => {
    const response = await createClient(server.url).get('/api/health/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: testDialect() });
  });

  it('answers 503 when the database does not answer', async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    const unreachable = createDatabase({
      database: { dialect: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/felt' },
    });
    const app = await buildApp(server.config, { database: unreachable, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        database: 'postgres',
        detail: 'The database is not reachable.',
      });
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });
});
