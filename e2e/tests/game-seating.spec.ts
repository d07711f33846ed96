import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn, postJson } from '../support/accounts';
import {
  expectNoErrorShown,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  saveScreenshot,
  SIZES,
} from '../support/page-checks';

const PHONE = SIZES.find((size) => size.name === '390')!;
const LAPTOP = SIZES.find((size) => size.name === '1440')!;
const GUESTS = [
  'Ann Lee',
  'Bob Stone',
  'Cat Diaz',
  'Dan Wu',
  'Eve Moss',
  'Fay Orr',
  'Gus Hale',
  'Hal Ito',
];

interface NightState {
  entries: { id: string; name: string; table: number | null; seat: number | null }[];
  tables: { table: number; seats: (string | null)[] }[];
}

async function clubSlugOf(page: Page, clubName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, clubName);
}

async function csrf(page: Page): Promise<string> {
  await page.request.get('/api/auth/csrf/');
  const cookies = (await page.request.storageState()).cookies;
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

async function stateOf(page: Page, slug: string): Promise<NightState> {
  const response = await page.request.get(`/api/games/${slug}/state/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as NightState;
}

/** The seat (1-based) of a table, as the page lists it. */
const seatAt = (page: Page, table: number, seat: number) =>
  page
    .getByRole('region', { name: `Table ${table}` })
    .getByRole('list', { name: `Seats at table ${table}` })
    .getByRole('listitem')
    .nth(seat - 1);

test.describe('the seating page', () => {
  test('a director checks players in, draws, balances from a preview, moves players by picker and by drag, and prints the list', async ({
    browser,
    request,
  }) => {
    // Nine players, a dozen commands, axe and screenshots at two sizes.
    test.slow();
    const owner = await createVerifiedUser(request, 'seating-owner');
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    const page = await context.newPage();
    await logIn(page, owner);
    const clubSlug = await clubSlugOf(page, owner.clubName);

    // A game tonight with the owner and eight guests, at tables of five.
    const created = await postJson(page.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Seating Night',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    expect((await postJson(page.request, `/api/games/${slug}/entries/`, {})).status()).toBe(201);
    for (const guest of GUESTS) {
      const added = await postJson(page.request, `/api/games/${slug}/entries/`, {
        guest_name: guest,
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    const settings = await page.request.patch(`/api/games/${slug}/settings/`, {
      data: { seats_per_table: 5 },
      headers: { 'X-CSRFToken': await csrf(page) },
    });
    expect(settings.status(), await settings.text()).toBe(200);

    await page.goto(`/app/game/${slug}/seating`);
    await expect(page.getByRole('heading', { level: 1, name: 'Seating Night' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Check in all 9' }).click();
    await expect(page.getByText('9 players checked in · 0 to check in')).toBeVisible();
    await page.getByRole('button', { name: 'Draw seats' }).click();
    await expect(page.getByText('9 players at 2 tables · 5 seats a table')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Table 1' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Table 2' })).toBeVisible();
    // The page shows the draw at once; the server's own draw (its seed) follows.
    await expect.poll(async () => (await stateOf(page, slug)).tables.length).toBe(2);
    const drawn = await stateOf(page, slug);
    const ada = drawn.entries.find((entry) => entry.name === 'Ada Lovelace')!;
    // The owner is seated, and the page says where.
    await expect(page.getByText(`Table ${ada.table}, seat ${ada.seat}.`)).toBeVisible();

    // Three busts at the table of five (another phone, through the API): 2 and 4 left.
    const big = drawn.tables.find((table) => table.seats.filter(Boolean).length === 5)!;
    for (const id of big.seats.filter(Boolean).slice(0, 3)) {
      const bust = await postJson(page.request, `/api/games/${slug}/commands/`, {
        id: randomUUID(),
        type: 'bust',
        entry_id: id,
      });
      expect(bust.status(), await bust.text()).toBe(200);
    }
    await expect(page.getByText('6 players at 2 tables · 5 seats a table')).toBeVisible();
    await expect(page.getByText('The tables are uneven')).toBeVisible();

    // Balance now shows the move first; applying it makes exactly that move.
    await page.getByRole('button', { name: 'Balance now' }).click();
    const balance = page.getByRole('dialog', { name: 'Balance the tables' });
    const moves = balance.getByRole('list', { name: 'Moves' }).getByRole('listitem');
    await expect(moves).toHaveCount(1);
    const shown = (await moves.first().innerText()).replace(/\s+/g, ' ');
    const [, name, toTable, toSeat] =
      /^(.+?) table \d+, seat \d+ table (\d+), seat (\d+)$/.exec(shown) ?? [];
    expect(name, shown).toBeTruthy();
    await expectNoSeriousA11yViolations(page, 'seating balance preview (phone)');
    await saveScreenshot(page, 'game-seating-balance', PHONE);
    await balance.getByRole('button', { name: 'Apply these moves' }).click();
    await expect(balance).toBeHidden();
    // The dialog hands focus back to Balance now once it has closed.
    await expect(page.getByRole('button', { name: 'Balance now' })).toBeFocused();
    await expect(seatAt(page, Number(toTable), Number(toSeat))).toContainText(name!);
    await expect(page.getByText('The tables are uneven')).toBeHidden();
    await expect
      .poll(async () => {
        const after = await stateOf(page, slug);
        const moved = after.entries.find((entry) => entry.name === name);
        return `${moved?.table}:${moved?.seat}`;
      })
      .toBe(`${toTable}:${toSeat}`);

    // Move a player by the picker (the keyboard's way): to an open seat of the other table.
    const now = await stateOf(page, slug);
    const from = now.entries.find(
      (entry) => entry.table !== null && entry.name !== name && entry.name !== 'Ada Lovelace',
    )!;
    const ann = from.name;
    const other = now.tables.find((table) => table.table !== from.table)!;
    const open = other.seats.indexOf(null) + 1;
    const mover = page.getByRole('button', { name: new RegExp(`^Seat \\d+: ${ann}\\. Move$`) });
    await mover.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: `Move ${ann}` });
    await picker.getByLabel('Table').selectOption(String(other.table));
    await picker.getByLabel('Seat').selectOption(String(open));
    await picker
      .getByRole('button', { name: `Move to table ${other.table}, seat ${open}` })
      .click();
    await expect(picker).toBeHidden();
    await expect(seatAt(page, other.table, open)).toContainText(ann);
    // Focus follows the player to the new seat.
    await expect(page.getByRole('button', { name: `Seat ${open}: ${ann}. Move` })).toBeFocused();

    // A late arrival, as a guest: bought in and seated at the shortest table at once.
    const late = page.getByRole('region', { name: 'Late arrival' });
    await late.getByRole('textbox', { name: 'Name' }).fill('Walk In');
    await expect(late.getByText('No member of the club is called that.')).toBeVisible();
    await late.getByRole('button', { name: 'Add Walk In as a guest' }).click();
    await expect(page.getByRole('button', { name: /^Seat \d+: Walk In\. Move$/ })).toBeVisible();
    await expect
      .poll(
        async () => (await stateOf(page, slug)).entries.find((e) => e.name === 'Walk In')?.table,
      )
      .toBeTruthy();

    await page.evaluate(() => window.scrollTo(0, 0));

    await expectNoErrorShown(page, 'seating (phone)');
    await expectNoSidewaysScroll(page, 'seating (phone)', PHONE);
    await expectNoSeriousA11yViolations(page, 'seating (phone)');
    await saveScreenshot(page, 'game-seating-director', PHONE);

    // The printable seat list: only it on paper, one block per table, names by seat.
    await expect(page.getByRole('button', { name: 'Print seat list' })).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('seat-list-print');
    await expect(sheet).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const printed = await stateOf(page, slug);
    for (const table of printed.tables) {
      const block = sheet
        .getByRole('heading', { name: `Table ${table.table}` })
        .locator('xpath=..');
      await expect(block.getByRole('listitem')).toHaveCount(5);
    }
    await expect(sheet.getByText(ann)).toBeVisible();
    const colors = await sheet.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, getComputedStyle(document.body).backgroundColor];
    });
    expect(colors).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await saveScreenshot(page, 'game-seating-print', PHONE);
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();

    // The laptop: two tables side by side.
    await page.setViewportSize({ width: LAPTOP.width, height: LAPTOP.height });
    await expect(page.getByRole('region', { name: 'Table 2' })).toBeVisible();
    // Drag and drop (the laptop's way): Walk In to an open seat of the other table.
    const walkIn = (await stateOf(page, slug)).entries.find((e) => e.name === 'Walk In')!;
    const elsewhere = (await stateOf(page, slug)).tables.find((t) => t.table !== walkIn.table)!;
    const free = elsewhere.seats.indexOf(null) + 1;
    // The page shows the server's seat (its draw) before the drag starts.
    await expect(seatAt(page, walkIn.table!, walkIn.seat!)).toContainText('Walk In');
    // A person's drag, with both seats on screen: pressed, moved in steps, released.
    await page.getByRole('region', { name: 'Table 1' }).scrollIntoViewIfNeeded();
    const source = await page
      .getByRole('button', { name: /^Seat \d+: Walk In\. Move$/ })
      .boundingBox();
    const target = await seatAt(page, elsewhere.table, free).boundingBox();
    await page.mouse.move(source!.x + source!.width / 2, source!.y + source!.height / 2);
    await page.mouse.down();
    await page.mouse.move(source!.x + source!.width / 2 + 12, source!.y + source!.height / 2, {
      steps: 4,
    });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, {
      steps: 12,
    });
    await page.mouse.up();
    await expect(seatAt(page, elsewhere.table, free)).toContainText('Walk In');
    await expect
      .poll(async () => {
        const moved = (await stateOf(page, slug)).entries.find((e) => e.name === 'Walk In');
        return `${moved?.table}:${moved?.seat}`;
      })
      .toBe(`${elsewhere.table}:${free}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page, 'seating (laptop)', LAPTOP);
    await expectNoSeriousA11yViolations(page, 'seating (laptop)');
    await saveScreenshot(page, 'game-seating-director', LAPTOP);
    await context.close();
  });
});
