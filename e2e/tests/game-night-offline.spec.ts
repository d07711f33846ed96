import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, logIn, postJson } from '../support/accounts';
import { SIZES } from '../support/page-checks';

const PHONE = SIZES.find((size) => size.name === '390')!;
const TV = SIZES.find((size) => size.name === '1920')!;

async function clubSlugOf(page: Page, clubName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, clubName);
}

async function command(request: APIRequestContext, slug: string, body: Record<string, unknown>) {
  const answer = await postJson(request, `/api/games/${slug}/commands/`, {
    id: randomUUID(),
    ...body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

// In this test (a service worker, an offline reload, two pages) Playwright's trace of the contexts
// lost its network files at close (ENOENT under .playwright-artifacts) in 3 of 3 runs here,
// cause not found; failures still get their screenshot.
test.use({ trace: 'off' });

test.describe('a running night without the network', () => {
  test('a phone offline queues a bust and a rebuy, shows them at once, survives a reload, and sends them when the network returns', async ({
    browser,
    request,
  }) => {
    // Two screens, a reload through the service worker, and the network cut and restored.
    test.slow();
    const owner = await createVerifiedUser(request, 'offline-director');
    const phoneContext = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    const phone = await phoneContext.newPage();
    await logIn(phone, owner);
    const clubSlug = await clubSlugOf(phone, owner.clubName);

    // A game with the owner and three guests, started and everyone checked in.
    const created = await postJson(phone.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Offline Night',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    expect((await postJson(phone.request, `/api/games/${slug}/entries/`, {})).status()).toBe(201);
    for (const guest of ['Ann Lee', 'Bob Stone', 'Cat Diaz']) {
      const added = await postJson(phone.request, `/api/games/${slug}/entries/`, {
        guest_name: guest,
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    await command(phone.request, slug, { type: 'start' });
    const state = (await (await phone.request.get(`/api/games/${slug}/state/`)).json()) as {
      entries: { id: string }[];
    };
    for (const entry of state.entries) {
      await command(phone.request, slug, { type: 'check_in', entry_id: entry.id });
    }

    await phone.goto(`/app/game/${slug}/play`);
    await expect(phone.getByRole('button', { name: 'Bust Bob Stone' })).toBeVisible();
    // The service worker keeps the app shell for the reload below.
    await phone.waitForFunction(() => navigator.serviceWorker?.controller != null);

    const tvContext = await browser.newContext({
      viewport: { width: TV.width, height: TV.height },
      storageState: await phoneContext.storageState(),
    });
    const tv = await tvContext.newPage();
    await tv.goto(`/app/game/${slug}/play`);
    const tvPlayers = tv
      .getByRole('region', { name: 'Game clock' })
      .getByText('Players', { exact: true })
      .locator('xpath=..');
    await expect(tvPlayers).toContainText('4 of 4');

    // The Wi-Fi drops on the director's phone.
    await phoneContext.setOffline(true);
    const banner = phone.getByRole('status').filter({ hasText: /^Offline/ });
    await expect(banner).toHaveText('Offline');

    await phone.getByRole('button', { name: 'Bust Bob Stone' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Bust Bob Stone?' });
    await dialog.getByLabel('Knocked out by').selectOption({ label: 'Cat Diaz' });
    await dialog.getByRole('button', { name: 'Bust Bob Stone' }).click();
    await phone.getByRole('button', { name: 'Rebuy for Cat Diaz' }).click();

    // Shown at once, and said to be waiting.
    await expect(banner).toHaveText('Offline: 2 actions waiting');
    await expect(phone.getByRole('region', { name: 'Out' })).toContainText('Bob Stone');
    const actions = phone.getByRole('region', { name: 'Actions' });
    const bust = actions.getByRole('listitem').filter({ hasText: 'Bust: Bob Stone by Cat Diaz' });
    const rebuy = actions.getByRole('listitem').filter({ hasText: 'Rebuy: Cat Diaz' });
    await expect(bust).toContainText('Pending');
    await expect(rebuy).toContainText('Pending');
    // Nothing reached the server: the TV still shows four players.
    await expect(tvPlayers).toContainText('4 of 4');

    // A reload without the network: the shell from the worker, the night and the queue from
    // the phone's storage, the clock still running.
    await phone.reload();
    await expect(banner).toHaveText('Offline: 2 actions waiting');
    await expect(phone.getByRole('region', { name: 'Out' })).toContainText('Bob Stone');
    const timer = phone.getByRole('timer');
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown ?? '');

    // The Wi-Fi returns: both commands are sent, in order, once each, and the TV follows.
    await phoneContext.setOffline(false);
    await expect(tvPlayers).toContainText('3 of 4');
    await expect(phone.getByRole('status').filter({ hasText: /Offline|waiting/ })).toHaveCount(0);
    await expect(bust).not.toContainText('Pending');
    await expect(rebuy).not.toContainText('Pending');
    const log = (await (
      await phone.request.get(`/api/games/${slug}/commands/?after=0`)
    ).json()) as { commands: { command: { type: string } }[] };
    expect(log.commands.map((entry) => entry.command.type).slice(-2)).toEqual(['bust', 'rebuy']);
    expect(log.commands.filter((entry) => entry.command.type === 'bust')).toHaveLength(1);

    await tvContext.close();
    await phoneContext.close();
  });
});
