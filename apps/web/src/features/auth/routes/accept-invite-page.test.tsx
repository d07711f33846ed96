import type { Club, InvitePreview, SubscriptionLimits, User } from '@felt/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  startEachTestAsAVisitor,
  storeLogin,
} from '../../../testing/app-harness';

const TOKEN = 'tok_123-abc';
const PAGE = `/accept-invite/${TOKEN}`;
const PREVIEW_PATH = `GET /api/invites/${TOKEN}/`;
const ACCEPT_PATH = `POST /api/invites/${TOKEN}/accept/`;
const DAY = 24 * 60 * 60 * 1000;

const NINA: User = {
  ...ADA,
  id: 9,
  slug: 'nina-newcomer',
  email: 'nina@example.com',
  first_name: 'Nina',
  last_name: 'Newcomer',
  full_name: 'Nina Newcomer',
};

function preview(overrides: Partial<InvitePreview> = {}): InvitePreview {
  return {
    club_name: 'Thursday Poker',
    club_slug: 'thursday-poker',
    inviter_name: 'Ada Lovelace',
    email: 'nina@example.com',
    role: 'member',
    account_exists: false,
    expires_at: new Date(Date.now() + 6 * DAY + 2 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

function club(overrides: Partial<Club> = {}): Club {
  return {
    id: 1,
    slug: 'thursday-poker',
    name: 'Thursday Poker',
    role: 'Member',
    isOwner: false,
    memberCount: 13,
    has_blind_structures: false,
    timezone: 'America/New_York',
    ...overrides,
  };
}

const HOME_GAME = club({ id: 2, slug: 'home-game', name: 'Home Game', role: 'Owner' });

const LIMITS: SubscriptionLimits = {
  plan: 'free',
  features: [{ category: 'members', limit: 25 }],
  limits: { members: { limit: 25, used: 13 } },
};

const MEMBER = {
  slug: 'nina-newcomer',
  name: 'Nina Newcomer',
  email: null,
  role: 'member',
  status: 'active',
  avatar_url: null,
  joined_at: '2026-11-22T10:00:00.000Z',
  user_id: 9,
};

/** What the dashboard of the signed-in app asks for once the user lands there. */
function appHandlers(user: User, clubs: () => Club[]): Parameters<typeof fakeApi>[0] {
  return {
    'GET /api/auth/user/': jsonResponse(200, user),
    // A little slow, as over a network: the page leaves while the list is on its way.
    'GET /api/user/clubs/': async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return jsonResponse(200, clubs());
    },
    'GET /api/clubs/thursday-poker/subscription/limits/': jsonResponse(200, LIMITS),
    'GET /api/clubs/home-game/subscription/limits/': jsonResponse(200, LIMITS),
  };
}

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

async function openInvite() {
  const app = await renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Join Thursday Poker' }, { timeout: 5000 });
  return app;
}

function selectedClubOf(user: User) {
  return localStorage.getItem(`felt.selected-club.${user.id}`);
}

/** Lands on the dashboard with the welcome toast. */
async function expectLanded(app: Awaited<ReturnType<typeof renderApp>>, user: User) {
  await app.waitForLocation(paths.dashboard());
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: `Welcome, ${user.first_name}` },
      { timeout: 5000 },
    ),
  ).toBeTruthy();
}

startEachTestAsAVisitor();

describe('a visitor without an account', () => {
  it('shows the club, who invited, the address and when the link expires', async () => {
    fakeApi({ [PREVIEW_PATH]: jsonResponse(200, preview({ role: 'manager' })) });
    await openInvite();

    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Ada Lovelace invited you to join Thursday Poker as a manager.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Invitation for').nextElementSibling?.textContent).toBe(
      'nina@example.com',
    );
    expect(screen.getByText('Link expires').nextElementSibling?.textContent).toMatch(
      /^in 6 days · /,
    );
    expect(document.title).toBe('Join Thursday Poker · Felt');
  });

  it('signs up with the invited address and the token, logs in and lands in the club', async () => {
    let joined = false;
    const { calls } = fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      'POST /api/auth/registration/': () => {
        joined = true;
        return jsonResponse(201, {
          detail: 'Your account is ready. Sign in to join the club.',
        });
      },
      'GET /api/auth/csrf/': jsonResponse(200, { detail: 'CSRF cookie set' }),
      'POST /api/auth/login/': jsonResponse(200, NINA),
      ...appHandlers(NINA, () => (joined ? [club()] : [])),
    });
    const app = await openInvite();

    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(field('Email').value).toBe('nina@example.com');
    expect(field('Email').readOnly).toBe(true);
    expect(within(form).queryByLabelText('Club name')).toBeNull();
    fireEvent.change(field('First name'), { target: { value: 'Nina' } });
    fireEvent.change(field('Last name'), { target: { value: 'Newcomer' } });
    fireEvent.change(field('Password'), { target: { value: 'velvet orbit canyon' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'velvet orbit canyon' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Account & Join' }));
    });

    await expectLanded(app, NINA);
    const registration = calls.find((call) => call.path === '/api/auth/registration/');
    expect(registration?.body).toEqual({
      email: 'nina@example.com',
      first_name: 'Nina',
      last_name: 'Newcomer',
      password1: 'velvet orbit canyon',
      password2: 'velvet orbit canyon',
      invite_token: TOKEN,
    });
    const login = calls.find((call) => call.path === '/api/auth/login/');
    expect(login?.body).toEqual({ email: 'nina@example.com', password: 'velvet orbit canyon' });
    const stored = JSON.parse(localStorage.getItem('felt.auth') ?? 'null') as { user: User };
    expect(stored.user.id).toBe(NINA.id);
    expect(selectedClubOf(NINA)).toBe('thursday-poker');
    expect(await screen.findByText('Welcome to Thursday Poker!')).toBeTruthy();
    // No "check your inbox" step, and the spent link is not asked about again.
    const paths = calls.map((call) => call.path);
    expect(paths.lastIndexOf(`/api/invites/${TOKEN}/`)).toBeLessThan(
      paths.indexOf('/api/auth/registration/'),
    );
  });

  it("shows the server's errors as 'field: messages', the token's too", async () => {
    fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      'POST /api/auth/registration/': jsonResponse(400, {
        invite_token: ['This invitation has already been used.'],
        password1: ['This password is too common.'],
      }),
    });
    const app = await openInvite();

    fireEvent.change(field('First name'), { target: { value: 'Nina' } });
    fireEvent.change(field('Last name'), { target: { value: 'Newcomer' } });
    fireEvent.change(field('Password'), { target: { value: 'password1' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'password1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Account & Join' }));
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration failed.')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Invitation: This invitation has already been used.',
      'Password: This password is too common.',
    ]);
    expect(app.location()).toBe(PAGE);
  });

  it('offers to log in instead, coming back here', async () => {
    fakeApi({ [PREVIEW_PATH]: jsonResponse(200, preview()) });
    await openInvite();

    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe(
      '/auth/login?redirect=%2Faccept-invite%2Ftok_123-abc&email=nina%40example.com',
    );
  });
});

describe('a visitor whose address has an account', () => {
  it('logs in, comes back and joins with one click', async () => {
    let joined = false;
    const { calls } = fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview({ account_exists: true })),
      'GET /api/auth/csrf/': jsonResponse(200, { detail: 'CSRF cookie set' }),
      'POST /api/auth/login/': jsonResponse(200, NINA),
      [ACCEPT_PATH]: () => {
        joined = true;
        return jsonResponse(200, { club_slug: 'thursday-poker', member: MEMBER });
      },
      ...appHandlers(NINA, () => (joined ? [HOME_GAME, club()] : [HOME_GAME])),
    });
    const app = await openInvite();

    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull();
    expect(screen.getByText('You already have a Felt account')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Log in to accept' });
    expect(link.getAttribute('href')).toBe(
      '/auth/login?redirect=%2Faccept-invite%2Ftok_123-abc&email=nina%40example.com',
    );

    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(field('Email').value).toBe('nina@example.com');
    fireEvent.change(field('Password'), { target: { value: 'correct horse battery' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });

    await app.waitForLocation(PAGE);
    const join = await screen.findByRole('button', { name: 'Join Thursday Poker' });
    await act(async () => {
      fireEvent.click(join);
    });

    await expectLanded(app, NINA);
    expect(calls.filter((call) => `${call.method} ${call.path}` === ACCEPT_PATH)).toHaveLength(1);
    expect(selectedClubOf(NINA)).toBe('thursday-poker');
    expect(await screen.findByText('Welcome to Thursday Poker!')).toBeTruthy();
  });
});

describe('a signed-in user', () => {
  it('joins with one click and lands in the club, selected', async () => {
    storeLogin(NINA);
    let joined = false;
    const { calls } = fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      [ACCEPT_PATH]: () => {
        joined = true;
        return jsonResponse(200, { club_slug: 'thursday-poker', member: MEMBER });
      },
      ...appHandlers(NINA, () => (joined ? [HOME_GAME, club()] : [HOME_GAME])),
    });
    const app = await openInvite();

    const join = await screen.findByRole('button', { name: 'Join Thursday Poker' });
    expect(screen.queryByText('This invitation was sent to another address')).toBeNull();
    expect(screen.getByText(/Signed in as/).textContent).toContain('nina@example.com');
    await act(async () => {
      fireEvent.click(join);
    });

    await expectLanded(app, NINA);
    expect(calls.find((call) => `${call.method} ${call.path}` === ACCEPT_PATH)?.csrfToken).toBe(
      'anonymous-token',
    );
    expect(selectedClubOf(NINA)).toBe('thursday-poker');
    expect(await screen.findByText('Welcome to Thursday Poker!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Club: Thursday Poker' })).toBeTruthy();
  });

  it('says when the invitation went to another address, and still offers to join', async () => {
    storeLogin(ADA);
    fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      ...appHandlers(ADA, () => [HOME_GAME]),
    });
    await openInvite();

    expect(await screen.findByText('This invitation was sent to another address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Thursday Poker' })).toBeTruthy();
  });

  it('offers the club to someone already in it', async () => {
    storeLogin(NINA);
    const { calls } = fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      ...appHandlers(NINA, () => [club()]),
    });
    const app = await openInvite();

    expect(await screen.findByText('You are already a member of this club.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Thursday Poker' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open Thursday Poker' }));
    });

    await expectLanded(app, NINA);
    expect(selectedClubOf(NINA)).toBe('thursday-poker');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says so when the server answers 'already_member'", async () => {
    storeLogin(NINA);
    fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      [ACCEPT_PATH]: jsonResponse(400, {
        detail: 'You are already a member of this club.',
        code: 'already_member',
      }),
      ...appHandlers(NINA, () => [HOME_GAME]),
    });
    await openInvite();

    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Join Thursday Poker' }));
    });

    expect(await screen.findByText('You are already a member of this club.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Thursday Poker' })).toBeTruthy();
  });

  it('shows why when the link stopped working before it was accepted', async () => {
    storeLogin(NINA);
    fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      [ACCEPT_PATH]: jsonResponse(410, {
        detail: 'This invitation has already been used.',
        code: 'invite_used',
      }),
      ...appHandlers(NINA, () => [HOME_GAME]),
    });
    await openInvite();

    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Join Thursday Poker' }));
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation already used' }),
    ).toBeTruthy();
    expect(screen.getByText('This invitation has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      paths.dashboard(),
    );
  });

  it('explains that the demo account cannot join, and leaving the demo offers to sign up', async () => {
    storeLogin(ADA);
    const { calls } = fakeApi({
      [PREVIEW_PATH]: jsonResponse(200, preview()),
      'POST /api/auth/logout/': jsonResponse(200, { detail: 'Successfully logged out.' }),
      ...appHandlers(ADA, () => [club({ slug: 'demo', name: 'Demo Club', role: 'Demo' })]),
    });
    await openInvite();

    expect(await screen.findByText('The demo account cannot join clubs')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Thursday Poker' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave the demo' }));
    });

    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/logout/')).toBe(true);
    expect(calls.some((call) => call.path === `/api/invites/${TOKEN}/accept/`)).toBe(false);
  });
});

describe('a link that cannot be used', () => {
  it.each([
    [404, undefined, 'Invitation not found', 'This invitation link is not valid.'],
    [
      410,
      'invite_expired',
      'Invitation expired',
      'This invitation has expired. Ask the club for a new one.',
    ],
    [410, 'invite_used', 'Invitation already used', 'This invitation has already been used.'],
  ])('%i %s: says why and what to do next', async (status, code, title, detail) => {
    fakeApi({ [PREVIEW_PATH]: jsonResponse(status, { detail, code: code ?? 'not_found' }) });
    await renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.getByText(/ask/i, { selector: 'p.text-mist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('offers to try again when the invitation could not be loaded', async () => {
    let serverDown = true;
    fakeApi({
      [PREVIEW_PATH]: () =>
        serverDown
          ? jsonResponse(500, { detail: 'A server error occurred.' })
          : jsonResponse(200, preview()),
    });
    await renderApp(PAGE);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not load this invitation' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    serverDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Thursday Poker' }),
    ).toBeTruthy();
  });
});
