import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createClub,
  createClubWorld,
  createUser,
  jsonOf,
  logInClient,
  waitForMail,
  type ClubWorld,
} from '../../../test/factories';
import {
  startSmtpSink,
  startTestServer,
  type SmtpSink,
  type TestServer,
} from '../../../test/helpers';

let sink: SmtpSink;
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url });
  world = await createClubWorld(server);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('DELETE /api/auth/user/', () => {
  it('refuses while the user owns a club with other members, naming those clubs', async () => {
    const response = await world.clients.owner.delete('/api/auth/user/', {
      json: { password: world.users.owner.password, confirm: 'DELETE' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Transfer or delete the clubs you own before deleting your account.',
      code: 'owns_clubs',
      clubs: [{ slug: world.club.slug, name: 'Main Street Poker', memberCount: 3 }],
    });
  });

  it('deletes the account with the clubs it ran alone, its avatar, its sessions, and says goodbye', async () => {
    const user = await createUser(server, { firstName: 'Leaving' });
    const solo = await createClub(server, { owner: user, name: 'Solo Club' });
    const shared = await createClub(server, { name: 'Shared Club' });
    await addMember(server, shared, user, 'member');
    const client = await logInClient(server, user);
    const other = await logInClient(server, user);
    const avatar = new FormData();
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#0f5132' },
    })
      .png()
      .toBuffer();
    avatar.append('avatar', new Blob([png]), 'a.png');
    const uploaded = await jsonOf(
      await client.request('/api/auth/user/profile/', { method: 'PATCH', body: avatar }),
    );
    const avatarFile = path.join(
      server.config.dataDir,
      ...(uploaded.avatar_url as string).slice(1).split('/'),
    );
    expect(existsSync(avatarFile)).toBe(true);

    const response = await client.delete('/api/auth/user/', {
      json: { password: user.password, confirm: 'DELETE' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      detail: 'Your account has been deleted.',
      deleted_clubs: [{ slug: solo.slug, name: 'Solo Club' }],
    });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sessionid=;'))).toBe(true);
    expect((await other.get('/api/auth/user/')).status).toBe(401);
    expect(existsSync(avatarFile)).toBe(false);
    const clubs = await server.db
      .selectFrom('club')
      .select('name')
      .where('id', 'in', [solo.id, shared.id])
      .execute();
    expect(clubs).toEqual([{ name: 'Shared Club' }]);
    const mail = await waitForMail(sink, user.email, /account was deleted/);
    expect(mail.text).toContain('Solo Club');
  });

  it('needs DELETE typed and the right password', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const unconfirmed = await client.delete('/api/auth/user/', {
      json: { password: user.password, confirm: 'delete me' },
    });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toEqual({ confirm: ['Type DELETE to confirm.'] });
    const wrong = await client.delete('/api/auth/user/', {
      json: { password: 'not my password', confirm: 'DELETE' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ password: ['The password is incorrect.'] });
    expect((await client.get('/api/auth/user/')).status).toBe(200);
  });

  it('refuses the demo visitor', async () => {
    const response = await world.clients.demo.delete('/api/auth/user/', {
      json: { password: world.users.demo.password, confirm: 'DELETE' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('demo_read_only');
  });
});

describe('the demo account', () => {
  it('cannot change its password, email or other sessions, and sees only its own session', async () => {
    const demo = world.clients.demo;
    const second = await logInClient(server, world.users.demo);
    const refusals = [
      await demo.post('/api/auth/password/change/', {
        old_password: world.users.demo.password,
        new_password1: 'a brand new passphrase',
        new_password2: 'a brand new passphrase',
      }),
      await demo.post('/api/auth/user/email/change/', {
        new_email: 'demo.new@example.com',
        password: world.users.demo.password,
      }),
      await demo.post('/api/auth/sessions/revoke-others/'),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403]);
    const sessions = (await (await demo.get('/api/auth/sessions/')).json()) as unknown[];
    expect(sessions).toHaveLength(1);
    expect((await second.get('/api/auth/user/')).status).toBe(200);
  });
});
