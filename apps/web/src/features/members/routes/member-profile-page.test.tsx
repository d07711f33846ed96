import { MEMBER_MESSAGES } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser, type ApiCall } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { list } from '../../../testing/fixtures';
import { memberGamesPath as MEMBER_GAMES } from '../../games/testing/game-fixtures';
import {
  BEN_MEMBER,
  DOYLE_GUEST,
  JOINED_LABEL,
  MEMBERS_PATH,
  NO_STATS,
} from '../testing/member-fixtures';
import { MemberProfilePage } from './member-profile-page';

const renderProfile = (slug: string, role: 'Owner' | 'Member' | 'Demo' = 'Member') =>
  renderClubPage(
    paths.member(slug),
    <Route path={appRoutePattern('member')} element={<MemberProfilePage />} />,
    [testClub(role)],
  );

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.path);

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('MemberProfilePage', () => {
  it('shows the member and an honest empty state instead of stats', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, BEN_MEMBER),
      [`GET ${MEMBERS_PATH}ben-ruiz/stats/`]: jsonResponse(200, NO_STATS('ben-ruiz')),
    });
    renderProfile('ben-ruiz', 'Owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Ruiz' })).toBeTruthy();
    await screen.findByText('No recorded games yet');
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText(JOINED_LABEL)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ben@example.com' })).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('No recorded games yet')).toBeTruthy();
    expect(stats.textContent).toContain('These appear after Ben Ruiz’s first recorded game');
    expect(stats.textContent).not.toMatch(/\d/);
    expect(
      within(within(stats).getByRole('list', { name: 'Stats that will appear' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Games',
      'Wins',
      'Cashes',
      'Winnings',
      'Net',
      'Knockouts',
      'Average finish',
      'Points by season',
      'Results over time',
    ]);
    expect(screen.getByRole('link', { name: 'Manage member' }).getAttribute('href')).toBe(
      paths.members('Ben Ruiz'),
    );
    // Only guests can be claimed.
    expect(screen.queryByRole('button', { name: 'This is me' })).toBeNull();
  });

  it('gives a member no management link', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, { ...BEN_MEMBER, email: null }),
    });
    renderProfile('ben-ruiz');
    await screen.findByRole('heading', { level: 1, name: 'Ben Ruiz' });
    expect(screen.queryByRole('link', { name: 'Manage member' })).toBeNull();
    expect(screen.queryByText('Email')).toBeNull();
  });

  it('lets a member claim a guest profile after confirming', async () => {
    let claimed = false;
    const mine = {
      ...DOYLE_GUEST,
      name: 'Ada Lovelace',
      status: 'active' as const,
      user_id: 7,
    };
    const { calls } = fakeApi({
      [`GET ${MEMBERS_PATH}doyle-b/`]: () => jsonResponse(200, claimed ? mine : DOYLE_GUEST),
      [`POST ${MEMBERS_PATH}doyle-b/claim/`]: () => {
        claimed = true;
        return jsonResponse(200, mine);
      },
      [`GET /api/user/clubs/`]: jsonResponse(200, [testClub('Member')]),
    });
    renderProfile('doyle-b');
    await screen.findByRole('heading', { level: 1, name: 'Doyle B.' });
    expect(screen.getByText('Guest')).toBeTruthy();
    expect(screen.getByText(/If this is you, claim the profile/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'This is me' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Claim Doyle B.’s profile?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'This is me' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'This is me' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ })).toBeTruthy();
    expect(posts(calls)).toEqual([`${MEMBERS_PATH}doyle-b/claim/`]);
    expect(screen.getByText('(you)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'This is me' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/clubs/')).toBe(true));
  });

  it('shows why a claim failed', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}doyle-b/`]: jsonResponse(200, DOYLE_GUEST),
      [`GET ${MEMBER_GAMES('doyle-b')}`]: jsonResponse(200, list([])),
      [`POST ${MEMBERS_PATH}doyle-b/claim/`]: jsonResponse(400, {
        detail: MEMBER_MESSAGES.notAGuest,
        code: 'not_a_guest',
      }),
    });
    renderProfile('doyle-b', 'Owner');
    fireEvent.click(await screen.findByRole('button', { name: 'This is me' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'This is me' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to claim this profile.');
    expect(alert.textContent).toContain(MEMBER_MESSAGES.notAGuest);
  });

  it('explains a guest to the Demo without offering the claim', async () => {
    const { calls } = fakeApi({ [`GET ${MEMBERS_PATH}doyle-b/`]: jsonResponse(200, DOYLE_GUEST) });
    renderProfile('doyle-b', 'Demo');
    await screen.findByRole('heading', { level: 1, name: 'Doyle B.' });
    expect(screen.getByText(/without a Felt account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'This is me' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage member' })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it("says 'Member not found' with a way back to the directory", async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}nobody/`]: jsonResponse(404, {
        detail: 'Not found.',
        code: 'not_found',
      }),
    });
    renderProfile('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the directory' }).getAttribute('href')).toBe(
      paths.membersDirectory(),
    );
  });
});
