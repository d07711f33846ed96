import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import {
  FRIDAY_SLUG,
  game,
  gamePath,
  gameSettings as settings,
  gameSettingsPath,
} from '../testing/game-fixtures';
import { GamePage } from '../routes/game-page';

const SETTINGS_PATH = gameSettingsPath(FRIDAY_SLUG);

function renderGame(answer: () => Response, role: 'Owner' | 'Member' = 'Member') {
  const api = fakeApi({
    [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game()),
    [`GET ${SETTINGS_PATH}`]: answer,
  });
  renderClubPage(
    `/app/game/${FRIDAY_SLUG}`,
    <Route path="/app/game/:gameSlug" element={<GamePage />} />,
    [testClub(role)],
  );
  return api;
}

/** The rules as the page lists them: "term: text". */
async function rules(): Promise<string[]> {
  const region = await screen.findByRole('region', { name: 'Buy-in and rebuys' });
  const terms = await within(region).findAllByRole('term');
  return terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('GamePage: buy-in and rebuy rules from the cascade', () => {
  it('says what the night costs, what a rebuy and the add-on give, and the bounty', async () => {
    renderGame(() =>
      jsonResponse(
        200,
        settings({
          default_buy_in_cents: 3000,
          house_fee_cents: 500,
          starting_stack: 20000,
          max_rebuys: 2,
          rebuy_price_cents: 2500,
          rebuy_chips: 10000,
          rebuys_allowed_until_level: 4,
          addon_price_cents: 1000,
          addon_chips: 15000,
          bounty_cents: 500,
        }),
      ),
    );
    expect(await rules()).toEqual([
      'Buy-in: $30.00, of which $5.00 is the house fee',
      'Starting stack: 20,000 chips',
      'Rebuys: Up to 2 rebuys of $25.00 for 10,000 chips, until the end of level 4',
      'Add-on: $10.00 for 15,000 chips',
      'Bounty: $5.00 for each player you knock out',
    ]);
  });

  it('says plainly when there are no rebuys, no add-on and no bounties', async () => {
    renderGame(() =>
      jsonResponse(
        200,
        settings({ rebuys_allowed_until_level: 0, addon_price_cents: 0, addon_chips: 0 }),
      ),
    );
    expect(await rules()).toEqual([
      'Buy-in: $20.00',
      'Starting stack: 5,000 chips',
      'Rebuys: No rebuys',
      'Add-on: No add-on',
      'Bounty: No bounties',
    ]);
  });

  it('offers to try again when the rules fail to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderGame(() =>
      fail
        ? jsonResponse(500, { detail: 'Server error.' })
        : jsonResponse(200, settings({ max_rebuys: 1 })),
    );
    const region = await screen.findByRole('region', { name: 'Buy-in and rebuys' });
    expect(await within(region).findByText("Could not load the game's rules.")).toBeTruthy();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await rules()).toContain(
      'Rebuys: One rebuy of $20.00 for 5,000 chips, until the end of level 6',
    );
  });

  it("links owners and managers to this game's own settings, and members not", async () => {
    renderGame(() => jsonResponse(200, settings({})), 'Owner');
    const region = await screen.findByRole('region', { name: 'Buy-in and rebuys' });
    expect(
      within(region).getByRole('link', { name: "Change this game's rules" }).getAttribute('href'),
    ).toBe(paths.settings.game(FRIDAY_SLUG));
    cleanup();
    renderGame(() => jsonResponse(200, settings({})));
    const members = await screen.findByRole('region', { name: 'Buy-in and rebuys' });
    await within(members).findAllByRole('term');
    expect(within(members).queryByRole('link')).toBeNull();
  });
});
