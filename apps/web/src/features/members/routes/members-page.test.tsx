import { MEMBER_MESSAGES } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser, type ApiCall } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import {
  ADA_MEMBER,
  BEN_MEMBER,
  CARA_MANAGER,
  DOYLE_GUEST,
  INVITES_PATH,
  EXPIRES_IN_7_DAYS,
  JOINED_LABEL,
  MEMBERS_PATH,
  invite,
  member,
  memberList,
} from '../testing/member-fixtures';
import { MembersPage } from './members-page';

const EVERYONE = memberList([ADA_MEMBER, CARA_MANAGER, BEN_MEMBER, DOYLE_GUEST]);
const ERIN = invite();
const FRANK = invite({ id: 2, email: 'frank@example.com', role: 'manager' });

const renderPage = (role: 'Owner' | 'Club Manager' | 'Demo' = 'Owner', path = paths.members()) =>
  renderClubPage(path, <Route path={appRoutePattern('members')} element={<MembersPage />} />, [
    testClub(role),
  ]);

const baseApi = {
  [`GET ${MEMBERS_PATH}`]: jsonResponse(200, EVERYONE),
  [`GET ${INVITES_PATH}`]: jsonResponse(200, [ERIN, FRANK]),
};

const sent = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map(({ path, body }) => ({ path, body }));

async function openActions(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('MembersPage', () => {
  it('lists members with email, role, status and join date, names linking to profiles', async () => {
    fakeApi(baseApi);
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ben Ruiz' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Members' })).toBeTruthy();
    const ben = row('Ben Ruiz');
    expect(within(ben).getByText('ben@example.com')).toBeTruthy();
    expect(within(ben).getByText('Member')).toBeTruthy();
    expect(within(ben).getByText('Active')).toBeTruthy();
    expect(within(ben).getByText(JOINED_LABEL)).toBeTruthy();
    expect(within(ben).getByRole('link', { name: 'Ben Ruiz' }).getAttribute('href')).toBe(
      paths.member('ben-ruiz'),
    );
    const doyle = row('Doyle B.');
    expect(within(doyle).getByText('Guest')).toBeTruthy();
    expect(within(doyle).getByText('No account')).toBeTruthy();
    expect(within(row('Cara Diaz')).getByText('Club Manager')).toBeTruthy();
    // Nobody acts on the owner, and the owner does not act on herself.
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).toBeNull();
  });

  it('invites with the chosen role and shows a taken address next to the field', async () => {
    let attempt = 0;
    const { calls } = fakeApi({
      ...baseApi,
      [`POST ${INVITES_PATH}`]: () =>
        ++attempt === 1
          ? jsonResponse(400, { email: [MEMBER_MESSAGES.alreadyMember] })
          : jsonResponse(201, invite({ id: 3, email: 'gus@example.com', role: 'manager' })),
    });
    renderPage();
    const form = (await screen.findByRole('heading', { name: 'Invite a member' })).closest(
      'section',
    ) as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Email address'), {
      target: { value: 'ben@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(MEMBER_MESSAGES.alreadyMember)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Email address'), {
      target: { value: ' Gus@Example.com ' },
    });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invitation sent to gus@example.com')).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual([
      { path: INVITES_PATH, body: { email: 'ben@example.com', role: 'member' } },
      { path: INVITES_PATH, body: { email: 'gus@example.com', role: 'manager' } },
    ]);
    expect((within(form).getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('checks the address before sending', async () => {
    const { calls } = fakeApi(baseApi);
    renderPage();
    fireEvent.change(await screen.findByLabelText('Email address'), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it('shows a plan limit when the invitation is refused', async () => {
    fakeApi({
      ...baseApi,
      [`POST ${INVITES_PATH}`]: jsonResponse(403, {
        detail: MEMBER_MESSAGES.planLimit(10),
        code: 'plan_limit_reached',
        limit: 10,
        used: 10,
        upgrade_path: '/app/billing/upgrade',
      }),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Email address'), {
      target: { value: 'hal@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to send invitation.');
    expect(alert.textContent).toContain(MEMBER_MESSAGES.planLimit(10));
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/app/billing/upgrade',
    );
  });

  it('gives a manager no Manager option and no controls over managers', async () => {
    const { calls } = fakeApi({
      ...baseApi,
      [`POST ${INVITES_PATH}`]: jsonResponse(201, invite({ id: 4, email: 'ivy@example.com' })),
    });
    renderPage('Club Manager');
    await screen.findByRole('rowheader', { name: 'Ben Ruiz' });
    expect(screen.queryByLabelText('Role', { selector: 'select[name="role"]' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Club Manager' })).toBeNull();
    expect(screen.getByText(/Only the owner can invite Club Managers/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'ivy@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to ivy@example.com');
    expect(sent(calls, 'POST')[0]?.body).toEqual({ email: 'ivy@example.com', role: 'member' });

    // A manager invitation is the owner's to resend or revoke.
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    const frank = within(pending).getByRole('listitem', { name: 'frank@example.com' });
    expect(within(frank).queryByRole('button')).toBeNull();
    expect(within(frank).getByText('Only the owner can change this invitation.')).toBeTruthy();
    const erin = within(pending).getByRole('listitem', { name: 'erin@example.com' });
    expect(within(erin).getByRole('button', { name: /Resend/ })).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Actions for Cara Diaz' })).toBeNull();
    const menu = await openActions('Ben Ruiz');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Remove from club']);
  });

  it('lists pending invitations, resends one and revokes another after confirming', async () => {
    const expired = invite({
      id: 5,
      email: 'old@example.com',
      expires_at: '2026-01-01T00:00:00.000Z',
      expired: true,
    });
    const { calls } = fakeApi({
      ...baseApi,
      [`GET ${INVITES_PATH}`]: jsonResponse(200, [ERIN, FRANK, expired]),
      [`POST ${INVITES_PATH}1/resend/`]: jsonResponse(200, ERIN),
      [`DELETE ${INVITES_PATH}2/`]: new Response(null, { status: 204 }),
    });
    renderPage();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    const erin = within(pending).getByRole('listitem', { name: 'erin@example.com' });
    expect(within(erin).getByText(/Invited by Ada Lovelace/)).toBeTruthy();
    expect(within(erin).getByText(EXPIRES_IN_7_DAYS)).toBeTruthy();
    expect(within(erin).getByText('Member')).toBeTruthy();
    const frank = within(pending).getByRole('listitem', { name: 'frank@example.com' });
    expect(within(frank).getByText('Club Manager')).toBeTruthy();
    expect(
      within(within(pending).getByRole('listitem', { name: 'old@example.com' })).getByText(
        'Expired',
      ),
    ).toBeTruthy();

    fireEvent.click(
      within(erin).getByRole('button', { name: 'Resend the invitation to erin@example.com' }),
    );
    await waitFor(() =>
      expect(sent(calls, 'POST')).toEqual([{ path: `${INVITES_PATH}1/resend/`, body: undefined }]),
    );

    fireEvent.click(
      within(frank).getByRole('button', { name: 'Revoke the invitation to frank@example.com' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Revoke the invitation to frank@example.com?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE')).toEqual([]);
    fireEvent.click(
      within(frank).getByRole('button', { name: 'Revoke the invitation to frank@example.com' }),
    );
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() =>
      expect(sent(calls, 'DELETE')).toEqual([{ path: `${INVITES_PATH}2/`, body: undefined }]),
    );
  });

  it('adds a guest player and shows the new list', async () => {
    const eddie = member({
      slug: 'eddie',
      name: 'Eddie',
      email: null,
      status: 'guest',
      user_id: null,
    });
    let added = false;
    const { calls } = fakeApi({
      ...baseApi,
      [`GET ${MEMBERS_PATH}`]: () =>
        jsonResponse(200, added ? memberList([...EVERYONE.results, eddie]) : EVERYONE),
      [`POST ${MEMBERS_PATH}`]: () => {
        added = true;
        return jsonResponse(201, eddie);
      },
    });
    renderPage();
    const form = (await screen.findByRole('heading', { name: 'Add a guest player' })).closest(
      'section',
    ) as HTMLElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Add guest' }));
    // MEMBER_MESSAGES.nameBlank ('Name is required.') in the one style every form uses.
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Guest name'), { target: { value: ' Eddie ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add guest' }));
    expect(await within(form).findByText('Eddie was added as a guest player')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Eddie' })).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual([{ path: MEMBERS_PATH, body: { name: 'Eddie' } }]);
  });

  it('makes a member a manager and a manager a member', async () => {
    const { calls } = fakeApi({
      ...baseApi,
      [`PATCH ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, { ...BEN_MEMBER, role: 'manager' }),
      [`PATCH ${MEMBERS_PATH}cara-diaz/`]: jsonResponse(200, { ...CARA_MANAGER, role: 'member' }),
    });
    renderPage();
    fireEvent.click(
      within(await openActions('Ben Ruiz')).getByRole('menuitem', { name: 'Make Club Manager' }),
    );
    await waitFor(() => expect(sent(calls, 'PATCH')).toHaveLength(1));
    fireEvent.click(
      within(await openActions('Cara Diaz')).getByRole('menuitem', { name: 'Make Member' }),
    );
    await waitFor(() =>
      expect(sent(calls, 'PATCH')).toEqual([
        { path: `${MEMBERS_PATH}ben-ruiz/`, body: { role: 'manager' } },
        { path: `${MEMBERS_PATH}cara-diaz/`, body: { role: 'member' } },
      ]),
    );
  });

  it('offers a guest no role change and no ownership', async () => {
    fakeApi(baseApi);
    renderPage();
    const menu = await openActions('Doyle B.');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Remove from club']);
  });

  it('removes a member only after confirming, and shows why a removal failed', async () => {
    let attempt = 0;
    const { calls } = fakeApi({
      ...baseApi,
      [`DELETE ${MEMBERS_PATH}ben-ruiz/`]: () =>
        ++attempt === 1
          ? jsonResponse(403, { detail: MEMBER_MESSAGES.onlyOwnerManagers, code: 'forbidden' })
          : new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(
      within(await openActions('Ben Ruiz')).getByRole('menuitem', { name: 'Remove from club' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove Ben Ruiz from Thursday Poker?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE')).toEqual([]);

    fireEvent.click(
      within(await openActions('Ben Ruiz')).getByRole('menuitem', { name: 'Remove from club' }),
    );
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to remove member.');
    expect(alert.textContent).toContain(MEMBER_MESSAGES.onlyOwnerManagers);

    fireEvent.click(
      within(await openActions('Ben Ruiz')).getByRole('menuitem', { name: 'Remove from club' }),
    );
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(sent(calls, 'DELETE')).toEqual([
        { path: `${MEMBERS_PATH}ben-ruiz/`, body: undefined },
        { path: `${MEMBERS_PATH}ben-ruiz/`, body: undefined },
      ]),
    );
  });

  it('transfers ownership after a confirmation, then reloads the clubs with the new role', async () => {
    let transferred = false;
    const { calls } = fakeApi({
      ...baseApi,
      [`POST /api/clubs/thursday-poker/transfer-ownership/`]: () => {
        transferred = true;
        return jsonResponse(200, { ...BEN_MEMBER, role: 'owner' });
      },
      [`GET /api/user/clubs/`]: () =>
        jsonResponse(200, [testClub(transferred ? 'Club Manager' : 'Owner')]),
    });
    renderPage();
    fireEvent.click(
      within(await openActions('Ben Ruiz')).getByRole('menuitem', { name: 'Transfer ownership' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Transfer ownership to Ben Ruiz?' });
    expect(dialog.textContent).toContain('You become a Club Manager');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() =>
      expect(sent(calls, 'POST')).toEqual([
        {
          path: '/api/clubs/thursday-poker/transfer-ownership/',
          body: { member_slug: 'ben-ruiz' },
        },
      ]),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/api/user/clubs/')).toBe(
        true,
      ),
    );
    // Now a manager: the role choice is gone from the invitation form.
    await waitFor(() =>
      expect(screen.queryByLabelText('Role', { selector: 'select[name="role"]' })).toBeNull(),
    );
  });

  it('searches on the server once typing pauses, and filters by role', async () => {
    const { calls } = fakeApi({
      ...baseApi,
      [`GET ${MEMBERS_PATH}?search=ben`]: jsonResponse(200, memberList([BEN_MEMBER])),
      [`GET ${MEMBERS_PATH}?search=ben&role=manager`]: jsonResponse(200, memberList([])),
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'Cara Diaz' });
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'b' } });
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'ben' } });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Cara Diaz' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Ben Ruiz' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(paths.members('ben'));
    // One request for the paused-on text, none for each keystroke.
    expect(calls.filter((call) => call.path.includes('search=b&')).length).toBe(0);
    expect(calls.filter((call) => call.path === `${MEMBERS_PATH}?search=b`)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Filter by role'), { target: { value: 'manager' } });
    expect(await screen.findByText('No members match this search.')).toBeTruthy();
    expect(calls.some((call) => call.path === `${MEMBERS_PATH}?search=ben&role=manager`)).toBe(
      true,
    );
  });

  it('pages through 25 members at a time', async () => {
    const first = Array.from({ length: 25 }, (_, index) =>
      member({ slug: `player-${index}`, name: `Player ${index}`, user_id: 100 + index }),
    );
    const { calls } = fakeApi({
      ...baseApi,
      [`GET ${MEMBERS_PATH}`]: jsonResponse(
        200,
        memberList(first, { count: 27, next: `${MEMBERS_PATH}?page=2` }),
      ),
      [`GET ${MEMBERS_PATH}?page=2`]: jsonResponse(
        200,
        memberList([BEN_MEMBER, DOYLE_GUEST], { count: 27, previous: `${MEMBERS_PATH}?page=1` }),
      ),
    });
    renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Member pages' });
    expect(pager.textContent).toContain('1–25 of 27');
    expect(
      (within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Doyle B.' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Member pages' }).textContent).toContain(
      '26–27 of 27',
    );
    expect(calls.some((call) => call.path === `${MEMBERS_PATH}?page=2`)).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe(`${paths.members()}?page=2`);
  });

  it('shows the Demo everything read-only', async () => {
    const { calls } = fakeApi({
      [`GET ${MEMBERS_PATH}`]: jsonResponse(
        200,
        memberList(EVERYONE.results.map((one) => ({ ...one, email: null }))),
      ),
    });
    renderPage('Demo');
    await screen.findByRole('rowheader', { name: 'Ben Ruiz' });
    expect(screen.getByText('Demo Mode: members are read-only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByLabelText('Guest name')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    expect(calls.some((call) => call.path === INVITES_PATH)).toBe(false);
  });

  it("says 'Failed to load members.' when the list cannot load", async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}`]: jsonResponse(500, { detail: 'Server error', code: 'error' }),
      [`GET ${INVITES_PATH}`]: jsonResponse(200, []),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load members.');
    expect(screen.getByText(/No pending invitations/)).toBeTruthy();
  });
});
