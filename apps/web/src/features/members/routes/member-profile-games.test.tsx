import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { list } from '../../../testing/fixtures';
import { entry, game, memberGamesPath } from '../../games/testing/game-fixtures';
import { BEN_MEMBER, MEMBERS_PATH } from '../testing/member-fixtures';
import { MemberProfilePage } from './member-profile-page';

const renderProfile = () =>
  renderClubPage(
    paths.member('ben-ruiz'),
    <Route path={appRoutePattern('member')} element={<MemberProfilePage />} />,
    [testClub('Member')],
  );

const FRIDAY = game({
  title: 'Friday Night',
  member_entry: entry({ id: 4, name: 'Ben Ruiz' }),
});
const SATURDAY = game({
  id: 2,
  slug: 'saturday-deep-stack-2026-11-28',
  title: 'Saturday Deep Stack',
  starts_at: '2026-11-29T00:30:00.000Z',
  location: '',
  member_entry: entry({ id: 9, name: 'Ben Ruiz', status: 'waitlisted', waitlist_position: 2 }),
});

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('MemberProfilePage: games registered', () => {
  it('lists the member’s upcoming games, saying where they stand in each', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, BEN_MEMBER),
      [`GET ${memberGamesPath('ben-ruiz')}`]: jsonResponse(200, {
        ...list([FRIDAY, SATURDAY]),
        count: 27,
      }),
    });
    renderProfile();
    const games = await screen.findByRole('list', { name: 'Games registered' });
    const rows = within(games).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Friday Night',
      'Saturday Deep Stack',
    ]);
    expect(rows[0]!.textContent).toContain('Registered');
    expect(rows[0]!.textContent).toContain('Back room');
    expect(rows[1]!.textContent).toContain('Waitlisted #2');
    expect(screen.getByText('And 25 more.')).toBeTruthy();

    expect(
      within(rows[1]!).getByRole('link', { name: 'Saturday Deep Stack' }).getAttribute('href'),
    ).toBe(paths.game('saturday-deep-stack-2026-11-28'));
  });

  it('says so when the member is in no upcoming game', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, BEN_MEMBER),
      [`GET ${memberGamesPath('ben-ruiz')}`]: jsonResponse(200, list([])),
    });
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Games registered' });
    expect(
      await within(section).findByText(/Ben Ruiz is not registered for any upcoming game\./),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See the games' }).getAttribute('href')).toBe(
      paths.games(),
    );
  });
});
