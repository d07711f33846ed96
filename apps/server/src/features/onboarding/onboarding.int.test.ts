import {
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_KEYS,
  type OnboardingState,
  type OnboardingStepKey,
} from '@felt/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createClub,
  createClubWorld,
  createUser,
  jsonOf,
  logInClient,
  uniqueEmail,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import type { ClubRow } from '../../db/schema';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

const STATE = '/api/auth/onboarding/state/';

async function stateOf(client: TestClient): Promise<OnboardingState> {
  const response = await client.get(STATE);
  expect(response.status).toBe(200);
  return (await response.json()) as OnboardingState;
}

async function post(client: TestClient, tail: string, body?: unknown): Promise<OnboardingState> {
  const response = await client.post(`/api/auth/onboarding/${tail}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as OnboardingState;
}

const completed = (state: OnboardingState) =>
  ONBOARDING_STEP_KEYS.filter((key) => state.progress[key] === 'completed');

/** A new owner of a new club (as registration leaves them), signed in. */
async function newOwner(): Promise<{ client: TestClient; club: ClubRow }> {
  const user = await createUser(server, { firstName: 'Nora', lastName: 'Newman' });
  const club = await createClub(server, { owner: user, name: 'Nora Poker Nights' });
  return { client: await logInClient(server, user), club };
}

async function activeSeasonSlug(client: TestClient, club: ClubRow): Promise<string> {
  const leagues = (await jsonOf(await client.get(`/api/clubs/${club.slug}/leagues/`))) as {
    results?: { active_season: { slug: string } }[];
  };
  return leagues.results?.[0]?.active_season.slug ?? '';
}

async function avatarForm(): Promise<FormData> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('avatar', new Blob([new Uint8Array(png)]), 'avatar.png');
  return body;
}

async function expectOk(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
}

describe('onboarding state', () => {
  it('starts with every step pending, the welcome unseen, the checklist open', async () => {
    const { client } = await newOwner();
    expect(await stateOf(client)).toEqual({
      welcome_seen_at: null,
      checklist_collapsed: false,
      activation_at: null,
      progress: Object.fromEntries(ONBOARDING_STEP_KEYS.map((key) => [key, 'pending'])),
    });
  });

  it('keeps the welcome seen (its first time) and the checklist collapsed or not', async () => {
    const { client } = await newOwner();
    const seen = await post(client, 'welcome_seen/');
    expect(seen.welcome_seen_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await post(client, 'welcome_seen/');
    expect(again.welcome_seen_at).toBe(seen.welcome_seen_at);
    expect((await post(client, 'checklist/', { collapsed: true })).checklist_collapsed).toBe(true);
    expect((await stateOf(client)).checklist_collapsed).toBe(true);
    expect((await post(client, 'checklist/', { collapsed: false })).checklist_collapsed).toBe(
      false,
    );
    expect((await stateOf(client)).welcome_seen_at).toBe(seen.welcome_seen_at);
  });

  it('refuses bad bodies with field errors and changes nothing', async () => {
    const { client } = await newOwner();
    const before = await stateOf(client);
    for (const [tail, body] of [
      ['checklist/', { collapsed: 'yes' }],
      ['checklist/', {}],
      ['progress/', { step_key: 'win_the_main_event', status: 'completed' }],
      ['progress/', { step_key: 'invite_member', status: 'done' }],
      ['progress/', { step_key: 'invite_member' }],
    ] as const) {
      const response = await client.post(`/api/auth/onboarding/${tail}`, body);
      expect(response.status).toBe(400);
      const answer = await jsonOf(response);
      expect(Object.keys(answer).length).toBeGreaterThan(0);
    }
    expect(await stateOf(client)).toEqual(before);
  });

  it('completes a step by hand, pending to completed only; pending again is refused', async () => {
    const { client } = await newOwner();
    const done = await post(client, 'progress/', {
      step_key: 'invite_member',
      status: 'completed',
    });
    expect(completed(done)).toEqual(['invite_member']);
    // Again: still completed, no error.
    await post(client, 'progress/', { step_key: 'invite_member', status: 'completed' });
    const back = await client.post('/api/auth/onboarding/progress/', {
      step_key: 'invite_member',
      status: 'pending',
    });
    expect(back.status).toBe(400);
    expect(await back.json()).toEqual({
      detail: ONBOARDING_MESSAGES.noUndo,
      code: 'onboarding_step_completed',
    });
    // A pending step "to pending" changes nothing.
    await post(client, 'progress/', { step_key: 'set_club_rules', status: 'pending' });
    expect(completed(await stateOf(client))).toEqual(['invite_member']);
  });

  it('activates the account once; run_first_game by hand activates it too', async () => {
    const { client } = await newOwner();
    const activated = await post(client, 'activate/');
    expect(activated.activation_at).toMatch(/^\d{4}-/);
    expect((await post(client, 'activate/')).activation_at).toBe(activated.activation_at);
    expect(activated.progress.run_first_game).toBe('pending');

    const other = await newOwner();
    const ran = await post(other.client, 'progress/', {
      step_key: 'run_first_game',
      status: 'completed',
    });
    expect(ran.activation_at).not.toBeNull();
  });

  it('reset sets every step to pending and keeps the welcome and the activation', async () => {
    const { client } = await newOwner();
    await post(client, 'welcome_seen/');
    for (const step_key of ONBOARDING_STEP_KEYS) {
      await post(client, 'progress/', { step_key, status: 'completed' });
    }
    const full = await stateOf(client);
    expect(completed(full)).toEqual([...ONBOARDING_STEP_KEYS]);
    const reset = await post(client, 'reset/');
    expect(completed(reset)).toEqual([]);
    expect(reset.welcome_seen_at).toBe(full.welcome_seen_at);
    expect(reset.activation_at).toBe(full.activation_at);
    expect(await stateOf(client)).toEqual(reset);
  });
});

describe('every event completes its step, on the server', () => {
  it('takes a new owner through all seven steps with the real calls', async () => {
    const { client, club } = await newOwner();
    const expectCompleted = async (...steps: OnboardingStepKey[]) =>
      expect(completed(await stateOf(client))).toEqual(
        ONBOARDING_STEP_KEYS.filter((key) => steps.includes(key)),
      );
    const clubPath = `/api/clubs/${club.slug}/`;

    // Personalize Club & Profile: club.updated alone is not enough ...
    await expectOk(await client.patch(clubPath, { name: 'Nora’s Thursday Game' }));
    await expectCompleted();
    // ... the avatar (user.avatar.updated) completes it.
    await expectOk(
      await client.request('/api/auth/user/profile/', {
        method: 'PATCH',
        body: await avatarForm(),
      }),
    );
    await expectCompleted('personalize_club_profile');

    // rules.updated
    await expectOk(await client.patch(`${clubPath}settings/`, { seats_per_table: 9 }));
    await expectCompleted('personalize_club_profile', 'set_club_rules');

    // payouts.updated
    await expectOk(
      await client.patch(`${clubPath}settings/`, {
        payout_structure: [{ min_entrants: 2, max_entrants: null, percentages: [60, 40] }],
      }),
    );
    await expectCompleted('personalize_club_profile', 'set_club_rules', 'configure_payouts');

    // blind_structure.updated
    await expectOk(
      await client.patch(`${clubPath}blind-schedules/standard/`, { warning_seconds: 45 }),
    );
    // member.invited
    await expectOk(
      await client.post(`${clubPath}invites/`, { email: uniqueEmail('pal'), role: 'member' }),
      201,
    );
    await expectCompleted(
      'personalize_club_profile',
      'set_club_rules',
      'configure_payouts',
      'create_blind_structure',
      'invite_member',
    );

    // game.scheduled
    const season = await activeSeasonSlug(client, club);
    const made = await client.post(`${clubPath}games/`, {
      title: 'First Friday',
      starts_at: '2031-05-02T00:30:00Z',
      season_slug: season,
    });
    await expectOk(made, 201);
    const { slug } = (await made.json()) as { slug: string };
    let state = await stateOf(client);
    expect(state.progress.schedule_first_game).toBe('completed');
    expect(state.progress.run_first_game).toBe('pending');
    expect(state.activation_at).toBeNull();

    // game.recorded: the results of the night entered; the account is activated.
    await expectOk(
      await client.put(`/api/games/${slug}/results/`, {
        results: [
          { guest_name: 'Ann', place: 1, rebuys: 0, addons: 0, knockouts: 1 },
          { guest_name: 'Bea', place: 2, rebuys: 0, addons: 0, knockouts: 0 },
        ],
      }),
    );
    state = await stateOf(client);
    expect(completed(state)).toEqual([...ONBOARDING_STEP_KEYS]);
    expect(state.activation_at).toMatch(/^\d{4}-/);

    // After a reset, each step waits for its next event (both halves of the first again).
    await post(client, 'reset/');
    await expectOk(await client.patch(clubPath, { name: 'Nora’s Friday Game' }));
    await expectCompleted();
    await expectOk(
      await client.request('/api/auth/user/profile/', {
        method: 'PATCH',
        body: await avatarForm(),
      }),
    );
    await expectCompleted('personalize_club_profile');
  });

  it("completes the owner's step when a manager of the club does it, not the manager's own", async () => {
    const { client, club } = await newOwner();
    const manager = await createUser(server, { firstName: 'Max', lastName: 'Manager' });
    await addMember(server, club, manager, 'manager');
    const managerClient = await logInClient(server, manager);
    await expectOk(
      await managerClient.post(`/api/clubs/${club.slug}/invites/`, {
        email: uniqueEmail('friend'),
        role: 'member',
      }),
      201,
    );
    expect((await stateOf(client)).progress.invite_member).toBe('completed');
    // The manager owns no club: no onboarding of their own.
    expect((await managerClient.get(STATE)).status).toBe(403);
  });

  it("does not complete another club's owner's steps", async () => {
    const first = await newOwner();
    const second = await newOwner();
    await expectOk(
      await first.client.patch(`/api/clubs/${first.club.slug}/settings/`, { seats_per_table: 8 }),
    );
    expect((await stateOf(first.client)).progress.set_club_rules).toBe('completed');
    expect((await stateOf(second.client)).progress.set_club_rules).toBe('pending');
  });
});

describe('only a club owner has onboarding', () => {
  it('refuses members, managers and the demo visitor on every call, and anonymous', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', 'state/', undefined],
      ['POST', 'welcome_seen/', undefined],
      ['POST', 'checklist/', { collapsed: true }],
      ['POST', 'progress/', { step_key: 'invite_member', status: 'completed' }],
      ['POST', 'activate/', undefined],
      ['POST', 'reset/', undefined],
    ];
    for (const [method, tail, body] of calls) {
      const path = `/api/auth/onboarding/${tail}`;
      const send = (client: TestClient) =>
        method === 'GET' ? client.get(path) : client.post(path, body);
      for (const actor of ['member', 'manager'] as const) {
        const response = await send(world.clients[actor]);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          detail: ONBOARDING_MESSAGES.ownersOnly,
          code: 'onboarding_owners_only',
        });
      }
      const demo = await send(world.clients.demo);
      expect(demo.status).toBe(403);
      expect(await jsonOf(demo)).toMatchObject({ code: 'demo_read_only' });
      expect((await send(world.clients.anonymous)).status).toBe(401);
    }
    // Nothing was stored for them.
    const rows = await server.db
      .selectFrom('onboarding_state')
      .select('user_id')
      .where('user_id', 'in', [world.users.member.id, world.users.manager.id, world.users.demo.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('lets a member who later creates a club see onboarding', async () => {
    const user = await createUser(server);
    const club = await createClub(server, { name: 'Somewhere Else' });
    await addMember(server, club, user, 'member');
    const client = await logInClient(server, user);
    expect((await client.get(STATE)).status).toBe(403);
    await expectOk(await client.post('/api/clubs/', { name: 'My Own Club' }), 201);
    expect(completed(await stateOf(client))).toEqual([]);
  });
});
