import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createClubWorld, createUser, logInClient } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';

describe('GET /api/clubs/{slug}/subscription/limits/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('has every limit at -1 with billing off (self-hosted), and counts clubs and members', async () => {
    const world = await createClubWorld(server);
    const response = await world.clients.member.get(
      `/api/clubs/${world.club.slug}/subscription/limits/`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      plan: string;
      features: { category: string; limit: number }[];
      limits: Record<string, { limit: number; used: number }>;
    };
    expect(body.plan).toBe('self_hosted');
    expect(body.features.map((feature) => feature.category)).toEqual([
      'clubs',
      'members',
      'leagues',
      'seasons',
      'blind_schedules',
      'games_per_month',
      'custom_payouts',
      'deal_calculator',
    ]);
    expect(body.features.every((feature) => feature.limit === -1)).toBe(true);
    expect(body.limits).toEqual({
      clubs: { limit: -1, used: 1 },
      members: { limit: -1, used: 3 },
      leagues: { limit: -1, used: 1 },
      seasons: { limit: -1, used: 1 },
      blind_schedules: { limit: -1, used: 2 },
      games_per_month: { limit: -1, used: 0 },
    });

    const stranger = await world.clients.otherOwner.get(
      `/api/clubs/${world.club.slug}/subscription/limits/`,
    );
    expect(stranger.status).toBe(404);
    expect(
      (await world.clients.anonymous.get(`/api/clubs/${world.club.slug}/subscription/limits/`))
        .status,
    ).toBe(401);
  });
});

describe('subscription limits with billing on', () => {
  it("reports the club's plan and its limits", async () => {
    const server = await startTestServer({ billingEnabled: true });
    try {
      const owner = await createUser(server);
      const free = await createClub(server, { owner });
      const pro = await createClub(server, { owner, plan: 'pro' });
      const client = await logInClient(server, owner);
      const freeLimits = (await (
        await client.get(`/api/clubs/${free.slug}/subscription/limits/`)
      ).json()) as { plan: string; features: { category: string; limit: number }[] };
      expect(freeLimits.plan).toBe('free');
      expect(freeLimits.features).toContainEqual({ category: 'members', limit: 25 });
      expect(freeLimits.features).toContainEqual({ category: 'custom_payouts', limit: 0 });
      const proLimits = (await (
        await client.get(`/api/clubs/${pro.slug}/subscription/limits/`)
      ).json()) as { plan: string; limits: Record<string, unknown> };
      expect(proLimits.plan).toBe('pro');
      expect(proLimits.limits.members).toEqual({ limit: -1, used: 1 });
      expect(proLimits.limits.clubs).toEqual({ limit: 5, used: 2 });
    } finally {
      await server.close();
    }
  });
});
