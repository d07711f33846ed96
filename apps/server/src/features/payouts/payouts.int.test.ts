import { chipChop, computePayouts, icmEquity } from '@felt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';
import {
  entryNamed,
  nightWith,
  run,
  stateOf,
  type NightState,
} from '../game-night/game-night-test-kit';

/** A response's JSON body, typed as the test reads it. */
const jsonOf = async <T = Record<string, unknown>>(response: Response) =>
  (await response.json()) as T;

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  // The member's payout handles (SPEC.md section 3): their winnings get pay links.
  const profile = await world.clients.member.patch('/api/auth/user/profile/', {
    venmo_handle: 'mia-venmo',
    paypal_handle: 'miapaypal',
  });
  expect(profile.status).toBe(200);
});
afterAll(() => server?.close());

const director = () => world.clients.manager;

interface Payouts {
  game_status: string;
  prize_pool_cents: number;
  entrants: number;
  players_left: number;
  structure: {
    custom: boolean;
    preset: string | null;
    percentages: number[];
    rounding_unit_cents: number;
  };
  places: {
    place: number;
    percent: number;
    amount_cents: number;
    entry_id: string | null;
    name: string | null;
    member_slug: string | null;
    pay_links: { venmo: string | null; paypal: string | null };
    paid: boolean;
    paid_at: string | null;
    paid_by: string | null;
  }[];
  bounty_cents: number;
  bounties: {
    entry_id: string;
    name: string;
    knockouts: number;
    amount_cents: number;
    paid: boolean;
  }[];
  deal: {
    method: string;
    play_for_cents: number;
    rows: { place: number; entry_id: string; name: string; chips: number; amount_cents: number }[];
    accepted_by: string | null;
  } | null;
}

const payoutsOf = async (path: string, client = world.clients.member) => {
  const response = await client.get(`${path}payouts/`);
  expect(response.status).toBe(200);
  return (await response.json()) as Payouts;
};

const GUESTS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const SETTINGS = {
  default_buy_in_cents: 2000,
  house_fee_cents: 250,
  rebuy_price_cents: 2000,
  rebuy_chips: 10000,
  rebuys_allowed_until_level: 3,
  max_rebuys: 2,
  bounty_cents: 500,
};

/**
 * A started night: seven guests and Mia (a member, registered herself), all checked in. Mia's
 * entry is a `game_entry` row (a numeric id); `latecomer` adds a guest during the night (a UUID).
 */
async function startedNight(
  settings: Record<string, unknown> = SETTINGS,
  latecomer = false,
): Promise<{ slug: string; path: string; state: NightState }> {
  const { slug, path } = await nightWith(world, GUESTS, settings);
  const mia = await world.clients.member.post(`${path}entries/`, {});
  expect(mia.status).toBe(201);
  let { state } = await run(director(), path, { type: 'start' });
  for (const entry of state.entries) {
    state = (await run(director(), path, { type: 'check_in', entry_id: entry.id })).state;
  }
  if (latecomer) {
    state = (await run(director(), path, { type: 'late_register', guest_name: 'Lou' })).state;
  }
  return { slug, path, state };
}

async function bust(path: string, name: string, by?: string): Promise<NightState> {
  const state = await stateOf(director(), path);
  return (
    await run(director(), path, {
      type: 'bust',
      entry_id: entryNamed(state, name).id,
      ...(by ? { eliminated_by_entry_id: entryNamed(state, by).id } : {}),
    })
  ).state;
}

describe('payouts of a night', () => {
  it('pays the prize pool by the cascade structure through computePayouts, places as they are known', async () => {
    const { path, state } = await startedNight();
    await run(director(), path, { type: 'rebuy', entry_id: entryNamed(state, 'Ann').id });
    // 8 entrants x (20.00 - 2.50) + 1 rebuy x 20.00 = 160.00; standard 7-10: 50/30/20.
    let payouts = await payoutsOf(path);
    expect(payouts).toMatchObject({
      game_status: 'running',
      prize_pool_cents: 16_000,
      entrants: 8,
      players_left: 8,
      structure: { custom: false, preset: 'standard', percentages: [50, 30, 20] },
      bounty_cents: 500,
      bounties: [],
      deal: null,
    });
    const expected = computePayouts({
      prizePoolCents: 16_000,
      entrants: 8,
      structure: 'standard',
      roundingUnitCents: 100,
    });
    expect(payouts.places.map((place) => [place.place, place.percent, place.amount_cents])).toEqual(
      [
        [1, 50, expected[0]],
        [2, 30, expected[1]],
        [3, 20, expected[2]],
      ],
    );
    expect(payouts.places.every((place) => place.entry_id === null && !place.paid)).toBe(true);

    // Busts in order: Gus by Ann, Fay by Ann, Eve by Bob, Dan, Cat, Bob by Mia; then Ann by Mia.
    await bust(path, 'Gus', 'Ann');
    await bust(path, 'Fay', 'Ann');
    await bust(path, 'Eve', 'Bob');
    await bust(path, 'Dan');
    await bust(path, 'Cat');
    payouts = await payoutsOf(path);
    expect(payouts.places.map((place) => place.name)).toEqual([null, null, null]);
    await bust(path, 'Bob', 'Mia Tester');
    payouts = await payoutsOf(path);
    expect(payouts.places.map((place) => place.name)).toEqual([null, null, 'Bob']);
    await bust(path, 'Ann', 'Mia Tester');
    await run(director(), path, { type: 'finish' });

    payouts = await payoutsOf(path);
    const night = await stateOf(director(), path);
    expect(payouts.game_status).toBe('finished');
    expect(
      payouts.places.map((place) => [place.place, place.name, place.entry_id, place.amount_cents]),
    ).toEqual([
      [1, 'Mia Tester', entryNamed(night, 'Mia Tester').id, expected[0]],
      [2, 'Ann', entryNamed(night, 'Ann').id, expected[1]],
      [3, 'Bob', entryNamed(night, 'Bob').id, expected[2]],
    ]);
    // Pay links for the winner with handles; none for the guests.
    const { title } = await jsonOf<{ title: string }>(await world.clients.member.get(path));
    const amount = (expected[0]! / 100).toFixed(2);
    expect(payouts.places[0]!.pay_links).toEqual({
      venmo: `https://venmo.com/mia-venmo?txn=pay&amount=${amount}&note=${encodeURIComponent(`${title}: 1st place`)}`,
      paypal: `https://paypal.me/miapaypal/${amount}USD`,
    });
    expect(payouts.places[1]!.pay_links).toEqual({ venmo: null, paypal: null });
    // Bounties per knockout, outside the pool.
    expect(
      payouts.bounties.map((bounty) => [bounty.name, bounty.knockouts, bounty.amount_cents]),
    ).toEqual([
      ['Ann', 2, 1000],
      ['Bob', 1, 500],
      ['Mia Tester', 2, 1000],
    ]);
  });

  it('reads a preset with fewer entrants than places as the domain does, and nothing before anyone entered', async () => {
    const { path: empty } = await nightWith(world, ['Ann', 'Bob']);
    expect(await payoutsOf(empty)).toMatchObject({ entrants: 0, prize_pool_cents: 0, places: [] });
  });
});

describe('a custom structure for the night', () => {
  it('validates the percentages with clear messages and changes nothing when refused', async () => {
    const { path } = await startedNight();
    const put = (body: unknown, client = director()) => client.put(`${path}payouts/`, body);

    const sum = await put({ percentages: [50, 30, 10] });
    expect(sum.status).toBe(400);
    expect(await sum.json()).toEqual({
      percentages: ['The percentages must add up to 100 (they add up to 90).'],
    });
    const none = await put({ percentages: [] });
    expect(await jsonOf(none)).toEqual({ percentages: ['Pay at least one place.'] });
    const upside = await put({ percentages: [30, 70] });
    expect(upside.status).toBe(400);
    expect(await upside.json()).toEqual({
      'percentages.1': ['A place cannot pay more than the place above it.'],
    });
    const negative = await put({ percentages: [110, -10] });
    expect(negative.status).toBe(400);
    const many = await put({ percentages: [20, 20, 10, 10, 10, 10, 5, 5, 5, 5] });
    expect(many.status).toBe(400);
    expect(await many.json()).toEqual({
      percentages: ['Only 8 players have entered: pay at most 8 places.'],
    });
    expect((await put({ percentages: [60, 40] }, world.clients.member)).status).toBe(403);
    expect((await put({ percentages: [60, 40] }, world.clients.demo)).status).toBe(403);
    expect((await payoutsOf(path)).structure).toMatchObject({ custom: false, preset: 'standard' });

    const set = await put({ percentages: [60, 25, 10, 5] });
    expect(set.status).toBe(200);
    const payouts = (await set.json()) as Payouts;
    const expected = computePayouts({
      prizePoolCents: 14_000,
      entrants: 8,
      structure: [{ min_entrants: 1, max_entrants: null, percentages: [60, 25, 10, 5] }],
      roundingUnitCents: 100,
    });
    expect(payouts.structure).toEqual({
      custom: true,
      preset: null,
      percentages: [60, 25, 10, 5],
      rounding_unit_cents: 100,
    });
    expect(payouts.places.map((place) => place.amount_cents)).toEqual(expected);
    expect(expected).toEqual([8400, 3500, 1400, 700]);
    expect(await payoutsOf(path)).toMatchObject({ structure: { custom: true } });

    const back = await put({ percentages: null });
    expect(((await back.json()) as Payouts).structure).toMatchObject({
      custom: false,
      preset: 'standard',
      percentages: [50, 30, 20],
    });
  });
});

describe('deals', () => {
  async function threeLeft() {
    const night = await startedNight();
    for (const name of ['Gus', 'Fay', 'Eve', 'Dan', 'Cat']) await bust(night.path, name, 'Ann');
    const state = await stateOf(director(), night.path);
    const id = (name: string) => entryNamed(state, name).id;
    return { ...night, id };
  }

  it('answers ICM and chip chop side by side, as the domain computes them', async () => {
    const { path, id } = await threeLeft();
    const stacks = [
      { entry_id: id('Ann'), chips: 50_000 },
      { entry_id: id('Bob'), chips: 30_000 },
      { entry_id: Number(id('Mia Tester')), chips: 20_000 },
    ];
    const response = await director().post(`${path}deal/`, { method: 'chip_chop', stacks });
    expect(response.status).toBe(200);
    const deal = (await response.json()) as {
      method: string;
      prizes_cents: number[];
      rows: { entry_id: string; name: string; icm_cents: number; chip_chop_cents: number }[];
    };
    // 8 x 17.50 = 140.00: 70 / 42 / 28.
    expect(deal.prizes_cents).toEqual([7000, 4200, 2800]);
    const chips = [50_000, 30_000, 20_000];
    expect(deal).toMatchObject({ method: 'chip_chop', play_for_cents: 0, icm_unavailable: null });
    expect(deal.rows.map((row) => [row.entry_id, row.name])).toEqual([
      [id('Ann'), 'Ann'],
      [id('Bob'), 'Bob'],
      [id('Mia Tester'), 'Mia Tester'],
    ]);
    expect(deal.rows.map((row) => row.icm_cents)).toEqual(icmEquity(chips, [7000, 4200, 2800]));
    expect(deal.rows.map((row) => row.chip_chop_cents)).toEqual(
      chipChop(chips, [7000, 4200, 2800]),
    );

    // With an amount left to play for, first place's prize shrinks before the split.
    const playFor = await jsonOf<{ rows: { icm_cents: number; chip_chop_cents: number }[] }>(
      await director().post(`${path}deal/`, { method: 'icm', stacks, play_for_cents: 1000 }),
    );
    expect(playFor.rows.map((row) => row.icm_cents)).toEqual(icmEquity(chips, [6000, 4200, 2800]));

    // Bad input: a clear message, and the night goes on.
    const missing = await director().post(`${path}deal/`, { stacks: stacks.slice(0, 2) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      stacks: ['Give the chip count of every player still in: Mia Tester is missing.'],
    });
    const busted = await director().post(`${path}deal/`, {
      stacks: [...stacks, { entry_id: id('Cat'), chips: 1 }],
    });
    expect(await jsonOf(busted)).toEqual({
      'stacks.3.entry_id': [`${id('Cat')} is not a player still in.`],
    });
    const twice = await director().post(`${path}deal/`, { stacks: [...stacks, stacks[0]] });
    expect(await jsonOf(twice)).toEqual({ 'stacks.3.entry_id': ['Ann is listed twice.'] });
    const zero = await director().post(`${path}deal/`, {
      stacks: [{ entry_id: id('Ann'), chips: 0 }],
    });
    expect(await jsonOf(zero)).toEqual({
      'stacks.0.chips': ['Enter a whole number of chips, more than 0.'],
    });
    const tooMuch = await director().post(`${path}deal/`, { stacks, play_for_cents: 7001 });
    expect(await jsonOf(tooMuch)).toEqual({
      play_for_cents: [
        "The amount left to play for cannot be more than first place's prize (70.00).",
      ],
    });
    expect((await director().post(`${path}deal/`, { stacks, method: 'coin' })).status).toBe(400);
    expect((await stateOf(director(), path)).status).toBe('running');
  });

  it('accepts a deal: the night finishes with it, places by chip count, amounts fixed', async () => {
    const { path, id } = await threeLeft();
    const stacks = [
      { entry_id: id('Bob'), chips: 30_000 },
      { entry_id: id('Ann'), chips: 50_000 },
      { entry_id: id('Mia Tester'), chips: 20_000 },
    ];
    const accepted = await director().post(`${path}deal/accept/`, {
      method: 'chip_chop',
      stacks,
      play_for_cents: 1000,
    });
    expect(accepted.status).toBe(200);
    const payouts = (await accepted.json()) as Payouts;
    const chop = chipChop([30_000, 50_000, 20_000], [6000, 4200, 2800]);
    expect(payouts.deal).toMatchObject({
      method: 'chip_chop',
      play_for_cents: 1000,
      accepted_by: 'Max Tester',
      rows: [
        { place: 1, name: 'Ann', chips: 50_000, amount_cents: chop[1]! + 1000 },
        { place: 2, name: 'Bob', chips: 30_000, amount_cents: chop[0] },
        { place: 3, name: 'Mia Tester', chips: 20_000, amount_cents: chop[2] },
      ],
    });
    expect(payouts.places.map((place) => [place.name, place.amount_cents])).toEqual([
      ['Ann', chop[1]! + 1000],
      ['Bob', chop[0]],
      ['Mia Tester', chop[2]],
    ]);
    expect(payouts.places.reduce((sum, place) => sum + place.amount_cents, 0)).toBe(14_000);
    // The live night finished with a deal (the game-night `finish {deal: true}`).
    expect(await stateOf(world.clients.member, path)).toMatchObject({
      status: 'finished',
      deal: true,
    });

    // Accepted again with the director's order (they played on for the 10.00): ICM this time.
    const again = await director().post(`${path}deal/accept/`, {
      method: 'icm',
      stacks,
      play_for_cents: 1000,
      order: [id('Mia Tester'), id('Ann'), id('Bob')],
    });
    expect(again.status).toBe(200);
    const icm = icmEquity([30_000, 50_000, 20_000], [6000, 4200, 2800]);
    expect(((await again.json()) as Payouts).places.map((p) => [p.name, p.amount_cents])).toEqual([
      ['Mia Tester', icm[2]! + 1000],
      ['Ann', icm[1]],
      ['Bob', icm[0]],
    ]);
    // The structure cannot change under an accepted deal.
    const put = await director().put(`${path}payouts/`, { percentages: [100] });
    expect(put.status).toBe(409);

    // An order that is not the deal's players, and a member, are refused.
    const badOrder = await director().post(`${path}deal/accept/`, {
      stacks,
      order: [id('Ann'), id('Bob')],
    });
    expect(await jsonOf(badOrder)).toEqual({
      order: ['List every player of the deal once, first place first.'],
    });
    expect((await world.clients.member.post(`${path}deal/accept/`, { stacks })).status).toBe(403);
  });

  it('sets an accepted deal aside when the finish is undone, and uses it again after a new accept', async () => {
    const { path, id } = await threeLeft();
    const stacks = [
      { entry_id: id('Ann'), chips: 50_000 },
      { entry_id: id('Bob'), chips: 30_000 },
      { entry_id: id('Mia Tester'), chips: 20_000 },
    ];
    const accepted = await director().post(`${path}deal/accept/`, { method: 'icm', stacks });
    expect(accepted.status).toBe(200);
    const finish = (await stateOf(director(), path)).undo.find((row) => row.type === 'finish')!;
    await run(director(), path, { type: 'undo', command_id: finish.id });
    const payouts = await payoutsOf(path);
    expect(payouts).toMatchObject({ game_status: 'running', deal: null, players_left: 3 });
    expect(payouts.places.map((place) => [place.name, place.amount_cents])).toEqual([
      [null, 7000],
      [null, 4200],
      [null, 2800],
    ]);
    // The structure may change again, and a new accept finishes the night once more.
    expect((await director().put(`${path}payouts/`, { percentages: [60, 40] })).status).toBe(200);
    const again = await director().post(`${path}deal/accept/`, { method: 'chip_chop', stacks });
    expect(again.status).toBe(200);
    const chop = chipChop([50_000, 30_000, 20_000], [8400, 5600, 0]);
    expect(((await again.json()) as Payouts).places.map((p) => [p.name, p.amount_cents])).toEqual([
      ['Ann', chop[0]],
      ['Bob', chop[1]],
      // Chip chop pays the third player too, past the two paid places.
      ['Mia Tester', chop[2]],
    ]);
    expect(chop[2]).toBeGreaterThan(0);
  });

  it('refuses a chip-count tie without an order, a deal before the start and after a plain finish', async () => {
    const { path, id } = await threeLeft();
    const tie = await director().post(`${path}deal/accept/`, {
      method: 'icm',
      stacks: [
        { entry_id: id('Ann'), chips: 40_000 },
        { entry_id: id('Bob'), chips: 40_000 },
        { entry_id: id('Mia Tester'), chips: 20_000 },
      ],
    });
    expect(tie.status).toBe(400);
    expect(await tie.json()).toEqual({
      order: ['Ann and Bob have the same chip count: give the finishing order.'],
    });
    expect((await stateOf(director(), path)).status).toBe('running');

    const { path: scheduled } = await nightWith(world, ['Ann', 'Bob']);
    const early = await director().post(`${scheduled}deal/`, {
      stacks: [{ entry_id: '1', chips: 1 }],
    });
    expect(early.status).toBe(409);

    await bust(path, 'Bob', 'Ann');
    await bust(path, 'Mia Tester', 'Ann');
    await run(director(), path, { type: 'finish' });
    const late = await director().post(`${path}deal/`, {
      stacks: [{ entry_id: id('Ann'), chips: 1 }],
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      detail: 'The game finished without a deal: its places are decided.',
    });
  });
});

describe('paid marks', () => {
  it('marks what a player is owed paid, with who and when, for registered and late entries', async () => {
    const { path } = await startedNight({ ...SETTINGS, default_buy_in_cents: 1000 }, true);
    const mark = (entryId: string, paid: boolean, client = director()) =>
      client.patch(`${path}entries/${entryId}/`, { paid });
    const state = await stateOf(director(), path);
    const lou = entryNamed(state, 'Lou').id;
    expect(lou).not.toMatch(/^\d+$/);
    for (const name of ['Gus', 'Fay', 'Eve', 'Dan', 'Cat', 'Bob', 'Mia Tester', 'Ann']) {
      await bust(path, name, 'Lou');
    }
    await run(director(), path, { type: 'finish' });

    // Nothing owed to Gus (no place, no bounty): refused, nothing stored.
    const gus = entryNamed(state, 'Gus').id;
    const refusedMark = await mark(gus, true);
    expect(refusedMark.status).toBe(409);
    expect(await refusedMark.json()).toMatchObject({
      detail: 'Gus is not owed anything: only paid places and bounties are paid.',
    });
    expect((await mark('no-such-entry', true)).status).toBe(404);
    expect((await mark(lou, true, world.clients.member)).status).toBe(403);
    expect((await mark(lou, true, world.clients.demo)).status).toBe(403);
    const bad = await director().patch(`${path}entries/${lou}/`, { paid: 'yes' });
    expect(bad.status).toBe(400);
    const both = await director().patch(`${path}entries/${lou}/`, {
      paid: true,
      status: 'registered',
    });
    expect(await jsonOf(both)).toEqual({ non_field_errors: ['Give either status or paid.'] });

    // Lou (a latecomer, a UUID entry id) won and took eight bounties.
    const paid = await mark(lou, true);
    expect(paid.status).toBe(200);
    const answer = (await paid.json()) as { paid: boolean; paid_at: string; paid_by: string };
    expect(answer).toMatchObject({ entry_id: lou, paid: true, paid_by: 'Max Tester' });
    expect(Number.isNaN(Date.parse(answer.paid_at))).toBe(false);
    // A second mark keeps the first who and when.
    const repeat = await jsonOf<{ paid_at: string }>(await mark(lou, true, world.clients.owner));
    expect(repeat.paid_at).toBe(answer.paid_at);

    // Ann (a registered entry, a numeric id) is second.
    const ann = entryNamed(state, 'Ann').id;
    expect(ann).toMatch(/^\d+$/);
    expect((await mark(ann, true)).status).toBe(200);

    let payouts = await payoutsOf(path);
    expect(payouts.places.map((place) => [place.name, place.paid, place.paid_by])).toEqual([
      ['Lou', true, 'Max Tester'],
      ['Ann', true, 'Max Tester'],
      ['Mia Tester', false, null],
    ]);
    expect(payouts.bounties).toEqual([
      expect.objectContaining({ name: 'Lou', knockouts: 8, amount_cents: 4000, paid: true }),
    ]);

    expect((await mark(ann, false)).status).toBe(200);
    payouts = await payoutsOf(path);
    expect(payouts.places.map((place) => place.paid)).toEqual([true, false, false]);
    const rows = await server.db.selectFrom('game_payout_paid').select('entry_id').execute();
    expect(rows.map((row) => row.entry_id)).toContain(lou);
    expect(rows.map((row) => row.entry_id)).not.toContain(ann);
  });

  it('stores one mark when two directors tick the same player at once, and none on a cancelled game', async () => {
    const { path } = await startedNight();
    for (const name of ['Gus', 'Fay', 'Eve', 'Dan', 'Cat', 'Bob', 'Mia Tester']) {
      await bust(path, name);
    }
    await run(director(), path, { type: 'finish' });
    const ann = entryNamed(await stateOf(director(), path), 'Ann').id;
    const answers = await Promise.all(
      [world.clients.owner, world.clients.manager, world.clients.owner, world.clients.manager].map(
        (client) => client.patch(`${path}entries/${ann}/`, { paid: true }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((answer) => jsonOf<{ paid_at: string }>(answer)));
    expect(new Set(bodies.map((body) => body.paid_at)).size).toBe(1);

    await world.clients.owner.delete(path);
    const closed = await director().patch(`${path}entries/${ann}/`, { paid: false });
    expect(closed.status).toBe(409);
    expect((await director().put(`${path}payouts/`, { percentages: [100] })).status).toBe(409);
    expect((await payoutsOf(path)).places[0]).toMatchObject({ name: 'Ann', paid: true });
  });

  it('still moves an entry on the desk with {status}', async () => {
    const { path } = await nightWith(world, ['Ann']);
    const entries = await jsonOf<{ registered: { id: number }[] }>(
      await director().get(`${path}entries/`),
    );
    const id = entries.registered[0]!.id;
    const moved = await director().patch(`${path}entries/${id}/`, { status: 'waitlisted' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, status: 'waitlisted' });
    expect((await director().patch(`${path}entries/abc/`, { status: 'registered' })).status).toBe(
      404,
    );
  });
});
