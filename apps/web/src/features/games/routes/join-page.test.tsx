import { JOIN_MESSAGES, type JoinPreview } from '@felt/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  startEachTestAsAVisitor,
  storeLogin,
} from '../../../testing/app-harness';

// The viewer's clock: the page shows the start in the browser's own zone. Put back after, as
// a worker may run other test files next.
const previousTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (previousTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousTimeZone;
});

const SLUG = 'friday-game';
const CODE = 'c0de-123';
const SHARE_LINK = paths.join(SLUG, CODE);
const PREVIEW = `GET /api/games/${SLUG}/join/?code=${CODE}`;
const JOIN = `POST /api/games/${SLUG}/join/`;
const CANCEL = `POST /api/games/${SLUG}/join/cancel/`;
const YEAR = 365 * 24 * 60 * 60 * 1000;

function preview(overrides: Partial<JoinPreview> = {}): JoinPreview {
  return {
    club_name: 'Thursday Poker',
    title: 'Friday Night Hold’em',
    // 19:00 in New York on a Thursday in late November, years ahead.
    starts_at: '2030-11-29T00:00:00.000Z',
    location: "Ada's kitchen, 12 Elm St",
    status: 'scheduled',
    max_players: 10,
    seats_left: 3,
    ...overrides,
  };
}

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function openPage(path = SHARE_LINK) {
  const app = await renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { app, heading };
}

/** Waits until the page shows `name` as its heading, and returns it. */
const findHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

startEachTestAsAVisitor();

describe('the share link, for a visitor without an account', () => {
  it('shows the club, the game, its time on the viewer’s clock, the place and the seats left', async () => {
    fakeApi({ [PREVIEW]: jsonResponse(200, preview()) });
    await renderApp(SHARE_LINK);

    await findHeading('Friday Night Hold’em');
    expect(screen.getByText('Thursday Poker')).toBeTruthy();
    expect(screen.getByText('Thursday, November 28, 2030 at 7:00 PM EST')).toBeTruthy();
    expect(screen.getByText("Ada's kitchen, 12 Elm St")).toBeTruthy();
    expect(screen.getByText('3 seats left of 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the game' })).toBeTruthy();
    expect(document.title).toContain('Join Friday Night Hold’em');
  });

  it('says No limit for a game without one', async () => {
    fakeApi({ [PREVIEW]: jsonResponse(200, preview({ max_players: null, seats_left: null })) });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');
    expect(screen.getByText('No limit')).toBeTruthy();
  });

  it('joins with a name and an address and confirms in the server’s words, focusing the result', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [PREVIEW]: jsonResponse(200, preview()),
      [JOIN]: jsonResponse(201, {
        detail: JOIN_MESSAGES.joined,
        status: 'registered',
        waitlist_position: null,
      }),
    });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');

    await user.type(field('Your name'), 'Grace Hopper');
    await user.type(field('Email'), 'Grace@Example.com');
    await user.click(screen.getByRole('button', { name: 'Join the game' }));

    const heading = await findHeading("You're in");
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(JOIN_MESSAGES.joined)).toBeTruthy();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'POST' && call.path.endsWith('/join/'))?.body,
    ).toEqual({
      code: CODE,
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [PREVIEW]: jsonResponse(200, preview()) });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');

    await user.type(field('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Join the game' }));

    expect(await screen.findByText('This field may not be blank.')).toBeTruthy();
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the waitlist when the game is full, and says where the visitor stands', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PREVIEW]: jsonResponse(200, preview({ seats_left: 0 })),
      [JOIN]: jsonResponse(201, {
        detail: JOIN_MESSAGES.waitlisted(2),
        status: 'waitlisted',
        waitlist_position: 2,
      }),
    });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');
    expect(screen.getByText('Full: all 10 seats are taken')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the game' })).toBeNull();

    await user.type(field('Your name'), 'Grace Hopper');
    await user.type(field('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const heading = await findHeading("You're on the waitlist");
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(JOIN_MESSAGES.waitlisted(2))).toBeTruthy();
  });

  it('puts the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PREVIEW]: jsonResponse(200, preview()),
      [JOIN]: jsonResponse(400, { email: ['This player is already registered for this game.'] }),
    });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');

    await user.type(field('Your name'), 'Grace Hopper');
    await user.type(field('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the game' }));

    const email = field('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'This player is already registered for this game.',
    );
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('heading', { level: 1, name: 'Friday Night Hold’em' })).toBeTruthy();
  });

  it('shows the server’s words when there were too many tries, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PREVIEW]: jsonResponse(200, preview()),
      [JOIN]: jsonResponse(429, {
        detail: 'Request was throttled. Expected available in 540 seconds.',
        code: 'throttled',
        retry_after: 540,
      }),
    });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');

    await user.type(field('Your name'), 'Grace Hopper');
    await user.type(field('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the game' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Request was throttled. Expected available in 540 seconds.');
    expect(field('Your name').value).toBe('Grace Hopper');
  });

  it('shows the cancelled-game page when the game was cancelled while the visitor typed', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PREVIEW]: jsonResponse(200, preview()),
      [JOIN]: jsonResponse(400, { detail: 'This game was cancelled.', code: 'game_cancelled' }),
    });
    await renderApp(SHARE_LINK);
    await findHeading('Friday Night Hold’em');

    await user.type(field('Your name'), 'Grace Hopper');
    await user.type(field('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the game' }));

    const heading = await findHeading('This game was cancelled');
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: 'Join the game' })).toBeNull();
  });
});

describe('links that cannot be used', () => {
  it('says a wrong code does not work and to ask the organiser', async () => {
    fakeApi({ [PREVIEW]: jsonResponse(404, { detail: 'Not found.', code: 'not_found' }) });
    await renderApp(SHARE_LINK);

    const heading = await findHeading("This link doesn't work");
    expect(screen.getByText('Ask the organiser for a new link.')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says the same for a link without a code, without asking the server', async () => {
    const { calls } = fakeApi({});
    await renderApp(paths.join(SLUG));
    await findHeading("This link doesn't work");
    expect(calls.filter((call) => call.path.includes('/join/'))).toEqual([]);
  });

  it('shows a cancelled game as cancelled, with no form', async () => {
    fakeApi({ [PREVIEW]: jsonResponse(200, preview({ status: 'cancelled' })) });
    await renderApp(SHARE_LINK);
    await findHeading('This game was cancelled');
    expect(screen.getByText('Friday Night Hold’em')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a game whose start has passed as over, even while still scheduled', async () => {
    fakeApi({
      [PREVIEW]: jsonResponse(
        200,
        preview({ starts_at: new Date(Date.now() - 60_000).toISOString() }),
      ),
    });
    await renderApp(SHARE_LINK);
    await findHeading('This game is over');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a running or finished game as over', async () => {
    fakeApi({
      [PREVIEW]: jsonResponse(
        200,
        preview({ status: 'running', starts_at: new Date(Date.now() + YEAR).toISOString() }),
      ),
    });
    await renderApp(SHARE_LINK);
    await findHeading('This game is over');
  });

  it('offers Try again when the game could not be loaded', async () => {
    const user = userEvent.setup();
    let serverUp = false;
    fakeApi({
      [PREVIEW]: () =>
        serverUp ? jsonResponse(200, preview()) : jsonResponse(500, { detail: 'Server error.' }),
    });
    await renderApp(SHARE_LINK);
    await findHeading('We could not load this game');

    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findHeading('Friday Night Hold’em');
  });
});

describe('the cancel link of the mailed confirmation', () => {
  const CANCEL_LINK = `/game/${SLUG}/join?cancel=tok-42`;

  it('asks first, then frees the seat and says so', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [CANCEL]: jsonResponse(200, { detail: JOIN_MESSAGES.cancelled }) });
    await renderApp(CANCEL_LINK);
    await findHeading('Cancel your seat?');
    // Opening the link (a mail scanner does) cancels nothing.
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel my seat' }));

    const heading = await findHeading('Seat cancelled');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(JOIN_MESSAGES.cancelled)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'tok-42' });
  });

  it('says when the link was already used', async () => {
    const user = userEvent.setup();
    fakeApi({
      [CANCEL]: jsonResponse(404, { detail: JOIN_MESSAGES.linkInvalid, code: 'not_found' }),
    });
    await renderApp(CANCEL_LINK);
    await findHeading('Cancel your seat?');

    await user.click(screen.getByRole('button', { name: 'Cancel my seat' }));

    await findHeading("This link doesn't work");
    expect(screen.getByText(JOIN_MESSAGES.linkInvalid)).toBeTruthy();
  });

  it('keeps the button when there were too many tries, with the server’s words', async () => {
    const user = userEvent.setup();
    fakeApi({
      [CANCEL]: jsonResponse(429, {
        detail: 'Request was throttled. Expected available in 60 seconds.',
        code: 'throttled',
        retry_after: 60,
      }),
    });
    await renderApp(CANCEL_LINK);
    await findHeading('Cancel your seat?');

    await user.click(screen.getByRole('button', { name: 'Cancel my seat' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Request was throttled. Expected available in 60 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Cancel my seat' })).toBeTruthy();
  });
});

describe('the route', () => {
  it('opens for a signed-in user too, without sending them to the app', async () => {
    storeLogin(ADA);
    fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      [PREVIEW]: jsonResponse(200, preview()),
    });
    const { app } = await openPage();
    await findHeading('Friday Night Hold’em');
    expect(app.location()).toBe(SHARE_LINK);
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Join the game' }),
    ).toBeTruthy();
  });
});
