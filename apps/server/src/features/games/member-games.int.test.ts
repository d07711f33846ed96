import { GAMES_PAGE_SIZE } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, jsonOf, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

interface ListAnswer {
  count: number;
  next: string | null;
  results: {
    title: string;
    member_entry?: { status: string; waitlist_position: number | null };
  }[];
}

async function schedule(title: string, startsAt: string, body: Record<string, unknown> = {}) {
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title,
    starts_at: startsAt,
    ...body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { slug: string }).slug;
}

describe("a member's games (their profile)", () => {
  it('lists the games a member is registered or waitlisted for, with where they stand', async () => {
    const soon = await schedule('Soon', '2031-01-09T00:00:00Z');
    const full = await schedule('Full', '2031-01-16T00:00:00Z', { max_players: 2 });
    await schedule('Skipped', '2031-01-23T00:00:00Z');
    const dropped = await schedule('Dropped', '2031-01-30T00:00:00Z');
    const rsvp = (client: keyof ClubWorld['clients'], slug: string) =>
      world.clients[client].post(`/api/games/${slug}/entries/`, {});
    await rsvp('member', soon);
    await rsvp('owner', full);
    await rsvp('manager', full);
    await rsvp('member', full);
    const gone = (await jsonOf(await rsvp('member', dropped))) as { id: number };
    await world.clients.member.delete(`/api/games/${dropped}/entries/${gone.id}/`);

    const base = `/api/clubs/${world.club.slug}/games/`;
    for (const reader of ['manager', 'demo', 'member'] as const) {
      const list = (await jsonOf(
        await world.clients[reader].get(`${base}?member=mia-tester`),
      )) as unknown as ListAnswer;
      expect(list.count).toBe(2);
      expect(list.results.map((game) => [game.title, game.member_entry])).toEqual([
        ['Soon', expect.objectContaining({ status: 'registered', waitlist_position: null })],
        ['Full', expect.objectContaining({ status: 'waitlisted', waitlist_position: 1 })],
      ]);
    }
    // The manager's own games; an unfiltered list names nobody's entry but the caller's.
    const managers = (await jsonOf(
      await world.clients.owner.get(`${base}?member=max-tester`),
    )) as unknown as ListAnswer;
    expect(managers.results.map((game) => game.title)).toEqual(['Full']);
    const all = (await jsonOf(await world.clients.owner.get(base))) as unknown as ListAnswer;
    expect(all.count).toBe(4);
    expect(all.results.every((game) => game.member_entry === undefined)).toBe(true);

    // Nobody by that name, or a member of another club: no games.
    const unknown = (await jsonOf(
      await world.clients.owner.get(`${base}?member=nobody`),
    )) as unknown as ListAnswer;
    expect(unknown).toMatchObject({ count: 0, results: [] });
    const stranger = (await jsonOf(
      await world.clients.owner.get(`${base}?member=otto-tester`),
    )) as unknown as ListAnswer;
    expect(stranger.count).toBe(0);
  });

  it('pages a long list keeping the filter in the next link', async () => {
    for (let i = 0; i < GAMES_PAGE_SIZE; i++) {
      const slug = await schedule(
        `Weekly ${i}`,
        `2032-02-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
      );
      await world.clients.manager.post(`/api/games/${slug}/entries/`, {});
    }
    const list = (await jsonOf(
      await world.clients.member.get(
        `/api/clubs/${world.club.slug}/games/?member=max-tester&when=upcoming`,
      ),
    )) as unknown as ListAnswer;
    expect(list.count).toBe(GAMES_PAGE_SIZE + 1);
    expect(list.next).toContain('member=max-tester');
    const next = (await jsonOf(
      await world.clients.member.get(list.next!),
    )) as unknown as ListAnswer;
    expect(list.results).toHaveLength(GAMES_PAGE_SIZE);
    expect(next.results).toHaveLength(1);
  });
});
