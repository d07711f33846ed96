import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers';

describe('Time-Zone header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        setup: (app) => {
          app.get('/api/test/time-zone/', async (request) => ({ timeZone: request.timeZone }));
        },
      },
    );
  });
  afterAll(() => server?.close());

  const zoneFor = async (header?: string) => {
    const response = await fetch(`${server.url}/api/test/time-zone/`, {
      headers: header === undefined ? {} : { 'Time-Zone': header },
    });
    return ((await response.json()) as { timeZone: string | null }).timeZone;
  };

  it('exposes a valid IANA zone', async () => {
    expect(await zoneFor('America/New_York')).toBe('America/New_York');
    expect(await zoneFor('UTC')).toBe('UTC');
  });

  it('ignores a missing or invalid zone', async () => {
    expect(await zoneFor()).toBeNull();
    expect(await zoneFor('Mars/Olympus_Mons')).toBeNull();
    expect(await zoneFor('+01:00')).toBeNull();
    expect(await zoneFor('<script>')).toBeNull();
  });
});
