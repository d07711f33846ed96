import {
  RESULTS_MESSAGES,
  type Club,
  type GameNightState,
  type PayoutsResponse,
} from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { FakeGameNightServer } from '../../game-night/testing/fake-game-night';
import { FRIDAY_SLUG, game, gamePath } from '../../games/testing/game-fixtures';
import { GamePayoutsPage } from './game-payouts-page';

const ROUTES = <Route path="/app/game/:gameSlug/payouts" element={<GamePayoutsPage />} />;
const PAYOUTS = `/api/games/${FRIDAY_SLUG}/payouts/`;
const STATE = `/api/games/${FRIDAY_SLUG}/state/`;
const DEAL = `/api/games/${FRIDAY_SLUG}/deal/`;
const ACCEPT = `/api/games/${FRIDAY_SLUG}/deal/accept/`;
const RECORD = `/api/games/${FRIDAY_SLUG}/record/`;
const RESULTS = `/api/games/${FRIDAY_SLUG}/results/`;
const VENMO = 'https://venmo.com/ann-v?txn=pay&amount=70.00&note=Friday%20Night%3A%201st%20place';

const noLinks = { venmo: null, paypal: null };
const unpaid = { paid: false, paid_at: null, paid_by: null };

function payouts(overrides: Partial<PayoutsResponse> = {}): PayoutsResponse {
  return {
    game_status: 'finished',
    prize_pool_cents: 14_000,
    entrants: 8,
    players_left: 1,
    structure: {
      custom: false,
      preset: 'standard',
      percentages: [50, 30, 20],
      rounding_unit_cents: 100,
    },
    places: [
      {
        place: 1,
        percent: 50,
        amount_cents: 7000,
        entry_id: '12',
        name: 'Ann Lee',
        member_slug: 'ann-lee',
        pay_links: { venmo: VENMO, paypal: 'https://paypal.me/annpp/70.00USD' },
        ...unpaid,
      },
      {
        place: 2,
        percent: 30,
        amount_cents: 4200,
        entry_id: 'b7e4c6a0-late',
        name: 'Bob Stone',
        member_slug: null,
        pay_links: noLinks,
        paid: true,
        paid_at: '2026-11-28T04:10:00Z',
        paid_by: 'Cara Diaz',
      },
      {
        place: 3,
        percent: 20,
        amount_cents: 2800,
        entry_id: '14',
        name: 'Cat Park',
        member_slug: null,
        pay_links: noLinks,
        ...unpaid,
      },
    ],
    bounty_cents: 500,
    bounties: [
      {
        entry_id: '12',
        name: 'Ann Lee',
        member_slug: 'ann-lee',
        knockouts: 3,
        amount_cents: 1500,
        pay_links: noLinks,
        ...unpaid,
      },
    ],
    deal: null,
    ...overrides,
  };
}

function resultRow(place: number, name: string, prizeCents: number) {
  return {
    place,
    name,
    member: null,
    rebuys: 0,
    addons: 0,
    knockouts: 0,
    prize_cents: prizeCents,
    points: 4 - place,
    reentry: false,
  };
}

function nightEntry(id: string, name: string, status: 'seated' | 'busted') {
  return {
    id,
    name,
    member_slug: null,
    status,
    table: status === 'seated' ? 1 : null,
    seat: status === 'seated' ? 1 : null,
    rebuys: 0,
    addons: 0,
    knockouts: 0,
    eliminated_by: null,
    place: null,
    reentry_of: null,
  };
}

function night(): GameNightState {
  return {
    version: 20,
    server_time: Date.now(),
    status: 'running',
    clock: {
      status: 'running',
      level_index: 3,
      remaining_ms: 60_000,
      level: null,
      next_level: null,
      ms_to_next_break: null,
    },
    entries: [
      nightEntry('12', 'Ann Lee', 'seated'),
      nightEntry('13', 'Bob Stone', 'seated'),
      nightEntry('14', 'Cat Park', 'busted'),
    ],
    tables: [],
    players_total: 8,
    players_left: 2,
    average_stack: 40_000,
    prize_pool_cents: 14_000,
    level_in_force: 4,
    late_registration_open: false,
    late_registration_until_level: 3,
    rebuys_open: false,
    balance_needed: false,
    deal: false,
    undo: [],
  };
}

const renderPage = (role: Club['role'] = 'Owner') =>
  renderClubPage(`/app/game/${FRIDAY_SLUG}/payouts`, ROUTES, [
    testClub(role, { isOwner: role === 'Owner' }),
  ]);

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
});

describe('the payouts page', () => {
  it('shows the places, amounts, paid marks and bounties to a member, read-only', async () => {
    const api = fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'finished' })),
      [`GET ${PAYOUTS}`]: jsonResponse(200, payouts()),
    });
    renderPage('Member');
    const places = await screen.findByRole('table', { name: 'Paid places' });
    const rows = within(places).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/1st.*Ann Lee.*50%.*\$70\.00.*Not paid/),
      expect.stringMatching(/2nd.*Bob Stone.*30%.*\$42\.00.*Paid/),
      expect.stringMatching(/3rd.*Cat Park.*20%.*\$28\.00.*Not paid/),
    ]);
    expect(screen.getByText('$140.00')).toBeTruthy();
    const bounties = screen.getByRole('table', { name: 'Bounties earned' });
    expect(within(bounties).getByText('$15.00')).toBeTruthy();
    expect(screen.getByText(/\$5\.00 per knockout, paid outside the prize pool/)).toBeTruthy();
    // A member ticks nothing, changes no structure and makes no deal.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Payouts for this game' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Deal calculator' })).toBeNull();
    expect(api.calls.some((call) => call.path === STATE)).toBe(false);
  });

  it('shows the recorded prizes of a game whose results were entered after it, not an empty night', async () => {
    const recordedGame = game({ status: 'recorded' });
    fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, recordedGame),
      // Entered in the game editor: no night, so the payouts hold no entries.
      [`GET ${PAYOUTS}`]: jsonResponse(
        200,
        payouts({
          game_status: 'recorded',
          prize_pool_cents: 0,
          entrants: 0,
          places: [],
          bounties: [],
        }),
      ),
      [`GET ${RESULTS}`]: jsonResponse(200, {
        game: {
          slug: FRIDAY_SLUG,
          title: 'Friday Night',
          season_slug: 'spring-2026',
          status: 'recorded',
          recorded_at: '2026-11-28T04:30:00Z',
        },
        entrants: 3,
        prize_pool_cents: 9_000,
        results: [
          resultRow(1, 'Ann Lee', 6_000),
          resultRow(2, 'Bob Stone', 3_000),
          resultRow(3, 'Cat Park', 0),
        ],
      }),
    });
    renderPage('Owner');
    const prizes = await screen.findByRole('table', { name: 'Recorded prizes' });
    expect(
      within(prizes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1stAnn Lee$60.00', '2ndBob Stone$30.00']);
    expect(screen.getByText(/entered after it was played, not run on Game night/)).toBeTruthy();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((item) => [
        item.querySelector('dt')?.textContent,
        item.querySelector('dd')?.textContent,
      ]),
    );
    expect(figures).toEqual({ Prizes: '$90.00', Entries: '3', 'Places paid': '2' });
    expect(screen.queryByText(/Nobody has bought in yet/)).toBeNull();
  });

  it('lets a director tick a payment and open the pay links with a QR code', async () => {
    let answer = payouts();
    const api = fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'finished' })),
      [`GET ${PAYOUTS}`]: () => jsonResponse(200, answer),
      [`GET ${STATE}`]: jsonResponse(200, { ...night(), status: 'finished' }),
      [`PATCH /api/games/${FRIDAY_SLUG}/entries/12/`]: () => {
        answer = payouts({
          places: answer.places.map((place) =>
            place.entry_id === '12'
              ? { ...place, paid: true, paid_at: '2026-11-28T04:20:00Z', paid_by: 'Ada Byron' }
              : place,
          ),
        });
        return jsonResponse(200, {
          entry_id: '12',
          paid: true,
          paid_at: '2026-11-28T04:20:00Z',
          paid_by: 'Ada Byron',
        });
      },
    });
    const user = userEvent.setup();
    renderPage('Owner');
    const tick = await screen.findByRole('checkbox', { name: 'Paid: Ann Lee, 1st place' });
    expect((tick as HTMLInputElement).checked).toBe(false);
    await user.click(tick);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Paid: Ann Lee, 1st place' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ paid: true });
    expect(screen.getByText(/Marked by Ada Byron/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay Ann Lee' }));
    expect(
      (screen.getByRole('textbox', { name: 'Venmo link for Ann Lee' }) as HTMLInputElement).value,
    ).toBe(VENMO);
    expect(
      (screen.getByRole('textbox', { name: 'PayPal link for Ann Lee' }) as HTMLInputElement).value,
    ).toBe('https://paypal.me/annpp/70.00USD');
    expect(screen.getByRole('link', { name: /Open Venmo/ }).getAttribute('href')).toBe(VENMO);
    await screen.findByRole('img', { name: 'QR code of the Venmo link for Ann Lee' });
    // Bob has no handles: no Pay button.
    expect(screen.queryByRole('button', { name: 'Pay Bob Stone' })).toBeNull();
  });

  it('follows the running night: a bust on the live stream reads the money again', async () => {
    const live = new FakeGameNightServer({ gameSlug: FRIDAY_SLUG }).install();
    live.run({ type: 'start' });
    let answer = payouts({ game_status: 'running', players_left: 4, prize_pool_cents: 7_200 });
    const api = fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'running' })),
      [`GET ${PAYOUTS}`]: () => jsonResponse(200, answer),
      [`GET ${STATE}`]: jsonResponse(200, night()),
    });
    // The night's own paths go to the live server, the rest to the API.
    const isNight = (path: string) =>
      path === '/api/time/' ||
      path.startsWith(`/api/games/${FRIDAY_SLUG}/commands/`) ||
      path === `/api/games/${FRIDAY_SLUG}/events/`;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        isNight(input) ? live.fetch(input, init) : api.fetchMock(input, init),
      ),
    );
    renderPage();

    expect(await screen.findByText('$72.00')).toBeTruthy();
    const reads = () => api.calls.filter((call) => call.path === PAYOUTS).length;
    await waitFor(() => expect(live.openSources().length).toBe(1));
    // The live layer loads after the page's first answer; once it has read the log, the money
    // is read again (the night may have moved in between).
    await waitFor(() => expect(reads()).toBe(2));
    const before = reads();

    // Another director's phone busts a player; the server announces the new version.
    answer = payouts({ game_status: 'running', players_left: 3, prize_pool_cents: 9_000 });
    live.run({ type: 'bust', entry_id: '4' });

    expect(await screen.findByText('$90.00')).toBeTruthy();
    expect(reads()).toBe(before + 1);
  });

  it('calculates a deal with ICM and chip chop side by side, and accepts one', async () => {
    let answer = payouts({
      game_status: 'running',
      players_left: 2,
      places: payouts().places.map((place) =>
        place.place < 3
          ? { ...place, entry_id: null, name: null, paid: false, paid_by: null, paid_at: null }
          : place,
      ),
    });
    const api = fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'running' })),
      [`GET ${PAYOUTS}`]: () => jsonResponse(200, answer),
      [`GET ${STATE}`]: jsonResponse(200, night()),
      [`POST ${DEAL}`]: ({ body }) => {
        const { stacks } = body as { stacks: { chips: number }[] };
        if (stacks.some((stack) => stack.chips > 1_000_000)) {
          return jsonResponse(400, { 'stacks.1.chips': ['That is more chips than exist.'] });
        }
        return jsonResponse(200, {
          method: 'icm',
          prizes_cents: [7000, 4200],
          play_for_cents: 0,
          icm_unavailable: null,
          rows: [
            {
              entry_id: '12',
              name: 'Ann Lee',
              chips: 30_000,
              icm_cents: 5360,
              chip_chop_cents: 5240,
            },
            {
              entry_id: '13',
              name: 'Bob Stone',
              chips: 50_000,
              icm_cents: 5840,
              chip_chop_cents: 5960,
            },
          ],
        });
      },
      [`POST ${ACCEPT}`]: () => {
        answer = payouts({
          deal: {
            method: 'chip_chop',
            play_for_cents: 0,
            rows: [
              { place: 1, entry_id: '13', name: 'Bob Stone', chips: 50_000, amount_cents: 5960 },
              { place: 2, entry_id: '12', name: 'Ann Lee', chips: 30_000, amount_cents: 5240 },
            ],
            accepted_at: '2026-11-28T04:00:00Z',
            accepted_by: 'Ada Byron',
          },
        });
        return jsonResponse(200, answer);
      },
    });
    const user = userEvent.setup();
    renderPage('Club Manager');
    const form = await screen.findByRole('form', { name: 'Deal calculator' });
    // Nothing typed: the contract's message under each field, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Calculate the deal' }));
    expect(
      await within(form).findAllByText('Enter a whole number of chips, more than 0.'),
    ).toHaveLength(2);
    expect(api.calls.some((call) => call.path === DEAL)).toBe(false);

    await user.type(within(form).getByLabelText("Ann Lee's chips"), '30000');
    await user.type(within(form).getByLabelText("Bob Stone's chips"), '5000000');
    await user.click(within(form).getByRole('button', { name: 'Calculate the deal' }));
    // The server's refusal sits under its field.
    expect(await within(form).findByText('That is more chips than exist.')).toBeTruthy();

    await user.clear(within(form).getByLabelText("Bob Stone's chips"));
    await user.type(within(form).getByLabelText("Bob Stone's chips"), '50000');
    await user.click(within(form).getByRole('button', { name: 'Calculate the deal' }));
    const result = await screen.findByRole('table', { name: 'ICM and chip chop amounts' });
    const rows = within(result).getAllByRole('row').slice(1);
    // Places by chip count: Bob first.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/1st.*Bob Stone.*50,000.*\$58\.40.*\$59\.60/),
      expect.stringMatching(/2nd.*Ann Lee.*30,000.*\$53\.60.*\$52\.40/),
    ]);
    expect(api.calls.filter((call) => call.path === DEAL).at(-1)?.body).toEqual({
      method: 'icm',
      stacks: [
        { entry_id: '12', chips: 30_000 },
        { entry_id: '13', chips: 50_000 },
      ],
      play_for_cents: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Accept chip chop' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept the deal' }));
    expect(
      await screen.findByText(/The chip chop deal is accepted: the game is finished/),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.path === ACCEPT)?.body).toEqual({
      method: 'chip_chop',
      stacks: [
        { entry_id: '12', chips: 30_000 },
        { entry_id: '13', chips: 50_000 },
      ],
      play_for_cents: 0,
      order: ['13', '12'],
    });
    expect(screen.getByText(/Finished with a chip-chop deal accepted by Ada Byron/)).toBeTruthy();
  });

  it('saves this game’s own percentages, refusing a total that is not 100', async () => {
    const api = fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'running' })),
      [`GET ${PAYOUTS}`]: jsonResponse(200, payouts({ game_status: 'running' })),
      [`GET ${STATE}`]: jsonResponse(200, night()),
      [`PUT ${PAYOUTS}`]: ({ body }) =>
        jsonResponse(
          200,
          payouts({
            game_status: 'running',
            structure: {
              custom: true,
              preset: null,
              percentages: (body as { percentages: number[] }).percentages,
              rounding_unit_cents: 100,
            },
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage('Owner');
    const form = await screen.findByRole('form', { name: 'Payouts for this game' });
    const first = within(form).getByLabelText('1st place (%)');
    await user.clear(first);
    await user.type(first, '60');
    await user.click(within(form).getByRole('button', { name: 'Save payouts' }));
    expect(
      await within(form).findByText('The percentages must add up to 100 (they add up to 110).'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('2nd place (%)'));
    await user.type(within(form).getByLabelText('2nd place (%)'), '25');
    await user.clear(within(form).getByLabelText('3rd place (%)'));
    await user.type(within(form).getByLabelText('3rd place (%)'), '15');
    await user.click(within(form).getByRole('button', { name: 'Save payouts' }));
    expect(await screen.findByText('Set for this game')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      percentages: [60, 25, 15],
    });
  });
  it('lets a director record the finished game and then leads to the leaderboard and the final table', async () => {
    let answer = payouts();
    const api = fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: () =>
        jsonResponse(
          200,
          game({
            status: answer.game_status,
            season_slug: 'spring-2026',
            league_slug: 'main-league',
          }),
        ),
      [`GET ${PAYOUTS}`]: () => jsonResponse(200, answer),
      [`GET ${STATE}`]: jsonResponse(200, { ...night(), status: 'finished' }),
      [`POST ${RECORD}`]: () => {
        answer = payouts({ game_status: 'recorded' });
        return jsonResponse(200, {
          game: {
            slug: FRIDAY_SLUG,
            title: 'Friday Night',
            season_slug: 'spring-2026',
            status: 'recorded',
            recorded_at: '2026-11-28T04:30:00Z',
          },
          entrants: 8,
          prize_pool_cents: 14_000,
          results: [],
        });
      },
    });
    const user = userEvent.setup();
    renderPage('Owner');
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText(/Tick who was paid first/)).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: 'Record the results' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Record the results?' });
    // Nothing is sent before the director confirms.
    expect(api.calls.some((call) => call.path === RECORD)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Record the results' }));
    await screen.findByText('The results are recorded');
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === RECORD)).toHaveLength(
      1,
    );
    expect(screen.getByRole('link', { name: 'See the leaderboard' }).getAttribute('href')).toBe(
      '/app/season/spring-2026/leaderboard',
    );
    expect(screen.getByRole('link', { name: 'See the final table' }).getAttribute('href')).toBe(
      `/app/game/${FRIDAY_SLUG}`,
    );
    await screen.findByText('Final: the results are recorded.');
    // Recorded: the paid marks are final.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record the results' })).toBeNull();
  });

  it('says why a recording is refused and keeps the game as it was', async () => {
    fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'finished' })),
      [`GET ${PAYOUTS}`]: jsonResponse(200, payouts()),
      [`GET ${STATE}`]: jsonResponse(200, { ...night(), status: 'finished' }),
      [`POST ${RECORD}`]: jsonResponse(409, {
        detail: RESULTS_MESSAGES.alreadyRecorded,
        code: 'already_recorded',
      }),
    });
    const user = userEvent.setup();
    renderPage('Owner');
    const results = await screen.findByRole('region', { name: 'Results' });
    await user.click(within(results).getByRole('button', { name: 'Record the results' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Record the results' }),
    );
    expect(await screen.findByText(RESULTS_MESSAGES.alreadyRecorded)).toBeTruthy();
    expect(screen.queryByText('The results are recorded')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Paid: Ann Lee, 1st place' })).toBeTruthy();
  });

  it('offers recording to directors only, and only once the game is finished', async () => {
    fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'finished' })),
      [`GET ${PAYOUTS}`]: jsonResponse(200, payouts()),
    });
    renderPage('Member');
    await screen.findByRole('table', { name: 'Paid places' });
    expect(screen.queryByRole('button', { name: 'Record the results' })).toBeNull();
    cleanup();
    fakeApi({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game({ status: 'running' })),
      [`GET ${PAYOUTS}`]: jsonResponse(200, payouts({ game_status: 'running' })),
      [`GET ${STATE}`]: jsonResponse(200, night()),
    });
    renderPage('Owner');
    await screen.findByRole('table', { name: 'Paid places' });
    expect(screen.queryByRole('button', { name: 'Record the results' })).toBeNull();
  });
});
