import { MEMBER_MESSAGES, type Club, type Entry } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import {
  BEN_MEMBER,
  CARA_MANAGER,
  DOYLE_GUEST,
  MEMBERS_PATH,
  memberList,
} from '../../members/testing/member-fixtures';
import {
  entries,
  entriesPath,
  entry,
  entryPath,
  FRIDAY_SLUG,
  game,
  gamePath,
} from '../testing/game-fixtures';
import { GameDeskPage } from './game-desk-page';

const ROUTES = <Route path="/app/game/:gameSlug/open" element={<GameDeskPage />} />;

const CARA = entry({ id: 1, name: 'Cara Diaz', member_slug: 'cara-diaz' });

/** The desk's server: a game of two seats, its entries changing as the desk adds and cancels. */
function serveDesk(
  start: { registered?: Entry[]; waitlisted?: Entry[] } = {},
  status = 'scheduled',
) {
  const state = { registered: start.registered ?? [CARA], waitlisted: start.waitlisted ?? [] };
  let nextId = 10;
  const current = () =>
    game({
      status: status as 'scheduled',
      max_players: 2,
      registered_count: state.registered.length,
      waitlist_count: state.waitlisted.length,
      seats_left: Math.max(0, 2 - state.registered.length),
    });
  const api = fakeApi({
    [`GET ${gamePath(FRIDAY_SLUG)}`]: () => jsonResponse(200, current()),
    [`GET ${entriesPath(FRIDAY_SLUG)}`]: () =>
      jsonResponse(200, entries(state.registered, state.waitlisted)),
    [`GET ${MEMBERS_PATH}`]: jsonResponse(200, memberList([CARA_MANAGER, BEN_MEMBER, DOYLE_GUEST])),
    [`GET ${MEMBERS_PATH}?search=doy`]: jsonResponse(200, memberList([DOYLE_GUEST])),
    [`POST ${entriesPath(FRIDAY_SLUG)}`]: ({ body }) => {
      const { member_slug, guest_name } = body as { member_slug?: string; guest_name?: string };
      if (guest_name?.includes('\u0007')) {
        return jsonResponse(400, {
          guest_name: ['This field may not contain control characters.'],
        });
      }
      if (guest_name === 'One Too Many') {
        return jsonResponse(403, {
          detail: MEMBER_MESSAGES.planLimit(25),
          code: 'plan_limit_reached',
        });
      }
      const name = guest_name ?? (member_slug === 'ben-ruiz' ? 'Ben Ruiz' : 'Doyle B.');
      const full = state.registered.length >= 2;
      const added = entry({
        id: nextId++,
        name,
        member_slug: member_slug ?? `guest-${nextId}`,
        status: full ? 'waitlisted' : 'registered',
        waitlist_position: full ? state.waitlisted.length + 1 : null,
      });
      if (full) state.waitlisted.push(added);
      else state.registered.push(added);
      return jsonResponse(201, added);
    },
  });
  return { api, state };
}

const renderDesk = (role: Club['role'] = 'Owner') =>
  renderClubPage(`/app/game/${FRIDAY_SLUG}/open`, ROUTES, [
    testClub(role, { isOwner: role === 'Owner' }),
  ]);

const posts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => call.body);

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('GameDeskPage', () => {
  it('adds a member from the club’s list; one already in shows where they stand', async () => {
    const user = userEvent.setup();
    const { api } = serveDesk();
    renderDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night' })).toBeTruthy();
    const members = await screen.findByRole('list', { name: 'Members' });
    const cara = within(members).getByText('Cara Diaz').closest('li')!;
    expect(cara.textContent).toContain('Registered');
    expect(within(cara).queryByRole('button')).toBeNull();

    await user.click(within(members).getByRole('button', { name: 'Add Ben Ruiz' }));
    expect(await screen.findByText('Ben Ruiz is registered.')).toBeTruthy();
    expect(posts(api)).toEqual([{ member_slug: 'ben-ruiz' }]);
    const registered = await screen.findByRole('list', { name: 'Registered players' });
    await waitFor(() => expect(registered.textContent).toContain('Ben Ruiz'));
  });

  it('finds a member by name, and past the limit puts them on the waitlist', async () => {
    const user = userEvent.setup();
    const ben = entry({ id: 2, name: 'Ben Ruiz', member_slug: 'ben-ruiz' });
    const { api } = serveDesk({ registered: [CARA, ben] });
    renderDesk();
    await screen.findByRole('list', { name: 'Members' });
    await user.type(screen.getByLabelText('Find a member'), 'doy');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Add Doyle B.' }));
    expect(await screen.findByText('Doyle B. is on the waitlist, #1.')).toBeTruthy();
    const waitlist = await screen.findByRole('list', { name: 'Waitlist' });
    expect(waitlist.textContent).toContain('Doyle B.');
    expect(posts(api)).toEqual([{ member_slug: 'doyle-b' }]);
  });

  it('adds a guest by name, and puts a refusal under the name', async () => {
    const user = userEvent.setup();
    const { api } = serveDesk();
    renderDesk();
    const name = await screen.findByLabelText('Guest name');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('This field may not be blank.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    await user.type(name, 'Walk-in Wally');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Walk-in Wally is registered.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');

    // A name pasted with a control character in it: the server's word goes under the field.
    await user.click(name);
    await user.paste('Bell\u0007Boy');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('This field may not contain control characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    // A refusal that is not about the name goes above the button.
    await user.clear(name);
    await user.type(name, 'One Too Many');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to add the player.');
    expect(alert.textContent).toContain(MEMBER_MESSAGES.planLimit(25));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(posts(api)).toHaveLength(3);
  });

  it('cancels an entry after asking, and the first in line moves up', async () => {
    const user = userEvent.setup();
    const ben = entry({ id: 2, name: 'Ben Ruiz', member_slug: 'ben-ruiz' });
    const doyle = entry({ id: 3, name: 'Doyle B.', member_slug: 'doyle-b' });
    const { api, state } = serveDesk({ registered: [CARA, ben], waitlisted: [doyle] });
    const deletes: string[] = [];
    const fetchMock = api.fetchMock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
      if (init.method === 'DELETE' && input === entryPath(FRIDAY_SLUG, 2)) {
        deletes.push(input);
        // The server promotes the first on the waitlist into the freed seat.
        state.registered = [CARA, { ...doyle, status: 'registered', waitlist_position: null }];
        state.waitlisted = [];
        return new Response(null, { status: 204 });
      }
      return answer(input, init);
    });
    renderDesk();
    const registered = await screen.findByRole('list', { name: 'Registered players' });
    await user.click(within(registered).getByRole('button', { name: "Cancel Ben Ruiz's entry" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Cancel Ben Ruiz's entry?" });
    expect(dialog.textContent).toContain('Their seat goes to the first on the waitlist.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel entry' }));
    expect(await screen.findByText('Ben Ruiz is out.')).toBeTruthy();
    expect(deletes).toEqual([entryPath(FRIDAY_SLUG, 2)]);
    await waitFor(() => expect(registered.textContent).toContain('Doyle B.'));
    expect(screen.queryByRole('list', { name: 'Waitlist' })).toBeNull();
  });

  it('lets Demo look at the desk without touching it', async () => {
    serveDesk({ registered: [CARA] });
    renderDesk('Demo');
    expect(await screen.findByText('Demo Mode: games are read-only.')).toBeTruthy();
    const registered = await screen.findByRole('list', { name: 'Registered players' });
    expect(registered.textContent).toContain('Cara Diaz');
    expect(screen.queryByLabelText('Guest name')).toBeNull();
    expect(screen.queryByLabelText('Find a member')).toBeNull();
    expect(within(registered).queryByRole('button')).toBeNull();
  });

  it('closes registration once the game is no longer scheduled', async () => {
    serveDesk({ registered: [CARA] }, 'cancelled');
    renderDesk();
    expect(await screen.findByText('Registration is closed.')).toBeTruthy();
    expect(screen.queryByLabelText('Guest name')).toBeNull();
  });
});
