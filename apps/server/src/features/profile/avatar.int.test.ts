import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubWorld,
  createUser,
  jsonOf,
  logInClient,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

/** A 900x600 JPEG whose EXIF says "rotate 90 degrees" (as phone photos do). */
function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function form(file: Blob | Buffer, name = 'avatar.png', fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('avatar', file instanceof Blob ? file : new Blob([file]), name);
  return body;
}

const upload = (client: TestClient, body: FormData) =>
  client.request('/api/auth/user/profile/', { method: 'PATCH', body });

const fileOf = (avatarUrl: string) =>
  path.join(server.config.dataDir, ...avatarUrl.replace(/^\/media\//, 'media/').split('/'));

async function newClient() {
  const user = await createUser(server);
  return { user, client: await logInClient(server, user) };
}

describe('avatar upload', () => {
  it('re-encodes an image as a 512x512 PNG under a server-chosen name and serves it safely', async () => {
    const { user, client } = await newClient();
    const response = await upload(client, form(await photo(), '../../evil name.jpg'));
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    const avatarUrl = body.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{24}\.png$/);
    expect(body.email_change_requested).toBe(false);

    const served = await client.get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(meta.orientation).toBeUndefined();

    expect((await jsonOf(await client.get('/api/auth/user/'))).avatar_url).toBe(avatarUrl);
    const events = await listEvents(server.db, { userId: user.id, type: 'user.avatar.updated' });
    expect(events).toHaveLength(1);
  });

  it('removes the old file when a new avatar replaces it', async () => {
    const { client } = await newClient();
    const first = (await jsonOf(await upload(client, form(await photo())))).avatar_url as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await jsonOf(await upload(client, form(await photo())))).avatar_url as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await client.get(first)).status).toBe(404);
    expect((await client.get(second)).status).toBe(200);
  });

  it('takes the other profile fields from the same form', async () => {
    const { client } = await newClient();
    const response = await upload(
      client,
      form(await photo(), 'a.jpg', { first_name: 'Grace', venmo_handle: '@grace-h' }),
    );
    expect(await response.json()).toMatchObject({ first_name: 'Grace', venmo_handle: 'grace-h' });
    const invalid = await upload(client, form(await photo(), 'a.jpg', { paypal_handle: 'a.b' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      paypal_handle: ['PayPal handle must be at least 5 characters'],
    });
  });

  it('refuses a text file named .png with 400', async () => {
    const { client } = await newClient();
    const response = await upload(client, form(Buffer.from('just some text, honestly'), 'x.png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ avatar: ['File must be an image'] });
  });

  it('refuses an SVG, which is not re-encoded from pixels', async () => {
    const { client } = await newClient();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    const response = await upload(client, form(Buffer.from(svg), 'x.svg'));
    expect(await response.json()).toEqual({ avatar: ['File must be an image'] });
  });

  it('refuses a 6 MB upload with 413 from its Content-Length, without reading it', async () => {
    const { client } = await newClient();
    const response = await upload(client, form(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png'));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      detail: 'File size too large. Please upload an image smaller than 5MB.',
      code: 'file_too_large',
    });
    // The client and server are still fine afterwards.
    expect((await client.get('/api/auth/user/profile/')).status).toBe(200);
  });

  it('refuses a streamed upload once it passes 5 MB', async () => {
    const { client } = await newClient();
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            '--B\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n' +
              'Content-Type: image/png\r\n\r\n',
          ),
        );
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.enqueue(encoder.encode('\r\n--B--\r\n'));
        controller.close();
      },
    });
    const response = await client.request('/api/auth/user/profile/', {
      method: 'PATCH',
      body: stream,
      headers: { 'content-type': 'multipart/form-data; boundary=B' },
      // Node's fetch needs this to send a streamed body.
      ...({ duplex: 'half' } as object),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('file_too_large');
  });

  it('deletes the avatar and its file', async () => {
    const { client } = await newClient();
    const url = (await jsonOf(await upload(client, form(await photo())))).avatar_url as string;
    const response = await client.delete('/api/auth/user/avatar/');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ avatar_url: null });
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('refuses the demo visitor an upload', async () => {
    const response = await upload(world.clients.demo, form(await photo()));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('demo_read_only');
  });
});

describe('GET /media/...', () => {
  it.each([
    '/media/../secret_key',
    '/media/%2e%2e/secret_key',
    '/media/avatars/..%2F..%2Fsecret_key.png',
    '/media/avatars/missing.png',
    '/media/avatars/x.svg',
    '/media/secret_key',
  ])('answers 404 for %s', async (pathname) => {
    // Sent as written: fetch would resolve the dots before they reach the server.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${server.url}${pathname}`, { path: pathname }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(404);
  });
});
