import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import {
  ADA_MEMBER,
  BEN_MEMBER,
  CARA_MANAGER,
  DOYLE_GUEST,
  MEMBERS_PATH,
  member,
  memberList,
} from '../testing/member-fixtures';
import { MembersDirectoryPage } from './members-directory-page';

const EVERYONE = memberList([ADA_MEMBER, CARA_MANAGER, BEN_MEMBER, DOYLE_GUEST]);

const renderPage = (role: 'Owner' | 'Member' | 'Demo' = 'Member') =>
  renderClubPage(
    paths.membersDirectory(),
    <Route path={appRoutePattern('membersDirectory')} element={<MembersDirectoryPage />} />,
    [testClub(role)],
  );

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('MembersDirectoryPage', () => {
  it('shows everyone as cards with role and guest marker, each opening the profile', async () => {
    fakeApi({ [`GET ${MEMBERS_PATH}`]: jsonResponse(200, EVERYONE) });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Members of Thursday Poker' });
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      paths.member('ada-lovelace'),
      paths.member('cara-diaz'),
      paths.member('ben-ruiz'),
      paths.member('doyle-b'),
    ]);
    expect(cards[0]?.textContent).toContain('Owner');
    expect(cards[0]?.textContent).toContain('(you)');
    expect(cards[1]?.textContent).toContain('Club Manager');
    expect(cards[3]?.textContent).toContain('Guest');
    expect(cards[2]?.textContent).not.toContain('Guest');
    // A member has nothing to manage here.
    expect(screen.queryByRole('link', { name: 'Manage Members' })).toBeNull();
  });

  it('links owners to the management page', async () => {
    fakeApi({ [`GET ${MEMBERS_PATH}`]: jsonResponse(200, EVERYONE) });
    renderPage('Owner');
    const link = await screen.findByRole('link', { name: 'Manage Members' });
    expect(link.getAttribute('href')).toBe(paths.members());
  });

  it('searches on the server and says when nobody matches', async () => {
    const { calls } = fakeApi({
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, EVERYONE),
      [`GET ${MEMBERS_PATH}?search=doyle`]: jsonResponse(200, memberList([DOYLE_GUEST])),
      [`GET ${MEMBERS_PATH}?search=zed`]: jsonResponse(200, memberList([])),
    });
    renderPage('Demo');
    await screen.findByRole('link', { name: /Ben Ruiz/ });
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'doyle' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Ben Ruiz/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Doyle B\./ })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(`${MEMBERS_PATH}?search=doyle`);

    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'zed' } });
    expect(await screen.findByText('Nobody in Thursday Poker matches “zed”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByRole('link', { name: /Ben Ruiz/ })).toBeTruthy();
    expect((screen.getByLabelText('Search members') as HTMLInputElement).value).toBe('');
  });

  it('pages through the club 25 at a time', async () => {
    const first = Array.from({ length: 25 }, (_, index) =>
      member({ slug: `player-${index}`, name: `Player ${index}`, user_id: 100 + index }),
    );
    fakeApi({
      [`GET ${MEMBERS_PATH}`]: jsonResponse(
        200,
        memberList(first, { count: 26, next: `${MEMBERS_PATH}?page=2` }),
      ),
      [`GET ${MEMBERS_PATH}?page=2`]: jsonResponse(
        200,
        memberList([DOYLE_GUEST], { count: 26, previous: `${MEMBERS_PATH}?page=1` }),
      ),
    });
    renderPage();
    await screen.findByRole('link', { name: /Player 24/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Doyle B\./ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Player 0/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Member pages' }).textContent).toContain(
      '26–26 of 26',
    );
  });
});
