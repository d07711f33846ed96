import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';

test.describe('blind structures', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('build with the wizard, edit a level, add a break, swap, clone and set default', async ({
    page,
    request,
  }) => {
    // Five page loads and six edits, each saved and shown again.
    test.slow();
    const owner = await createVerifiedUser(request, 'blinds');
    await logIn(page, owner);
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Blind Structures' })
      .click();
    await expect(page).toHaveURL('/app/club/blind-schedules');
    const list = page.getByRole('list', { name: 'Blind schedules' });
    // A new club starts with two ready schedules.
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'Standard' })).toContainText(
      'Default',
    );

    await page.getByRole('button', { name: 'Build with wizard' }).click();
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('table')).toBeVisible();
    await wizard.getByLabel('Schedule title').fill('Friday Deep Stack');
    await wizard.getByRole('button', { name: 'Save as new schedule' }).click();
    await expect(page).toHaveURL(/\/app\/club\/blind-schedules\/[\w-]+$/);

    // Inline edit of a level's length, kept after a reload.
    const minutes = page.getByLabel('Level 1 minutes');
    await minutes.fill('25');
    await minutes.press('Enter');
    await expect(minutes).toHaveValue('25');
    await page.reload();
    await expect(page.getByLabel('Level 1 minutes')).toHaveValue('25');

    // Swap the first two levels.
    const firstSmallBlind = await page.getByLabel('Level 1 small blind').inputValue();
    const secondSmallBlind = await page.getByLabel('Level 2 small blind').inputValue();
    await page.getByRole('button', { name: 'Move Level 2 up' }).click();
    await expect(page.getByLabel('Level 1 small blind')).toHaveValue(secondSmallBlind);
    await expect(page.getByLabel('Level 2 small blind')).toHaveValue(firstSmallBlind);

    // Add a break at the end.
    const breaksBefore = await page.getByRole('rowheader', { name: 'Break' }).count();
    await page.getByRole('button', { name: 'Add break' }).click();
    await expect(page.getByRole('rowheader', { name: 'Break' })).toHaveCount(breaksBefore + 1);

    await page.goto('/app/club/blind-schedules');
    await page.getByRole('button', { name: 'Clone Friday Deep Stack' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByText('Friday Deep Stack (Clone)')).toBeVisible();
    await page.getByRole('button', { name: 'Set Friday Deep Stack as default' }).click();
    await expect(
      list.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Friday Deep Stack', exact: true }),
      }),
    ).toContainText('Default');
    await expect(list.getByRole('listitem').filter({ hasText: 'Standard' })).not.toContainText(
      'Default',
    );
  });

  test('the clock runs through a level change and into a break, with its sounds', async ({
    page,
    request,
  }) => {
    // The clock's timers run one by one through 70 s and then 2 s of play (each tick renders),
    // between a login and two screenshots.
    test.slow();
    // Every oscillator the clock starts is recorded with its frequency: warning 660 Hz,
    // alert 880 Hz, beep 1000 Hz, level change 523.25 Hz (audio-cues.ts).
    await page.addInitScript(() => {
      const played: number[] = [];
      (window as unknown as { __played: number[] }).__played = played;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...args) {
        played.push(Math.round(this.frequency.value * 100) / 100);
        return start.apply(this, args);
      };
    });
    await page.clock.install();
    const owner = await createVerifiedUser(request, 'clock');
    await logIn(page, owner);
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Blind Clock' })
      .click();
    await expect(page).toHaveURL(/\/app\/tools\/clock\/clubs\/[\w-]+$/);
    const clock = page.getByRole('region', { name: 'Blind clock' });
    await expect(clock.getByText('Level 1', { exact: true })).toBeVisible();
    await clock.getByRole('button', { name: 'Start' }).click();

    // The default schedule: 15-minute levels, a break after 90 minutes of play.
    await page.clock.fastForward('13:55');
    await page.clock.runFor(70_000);
    await expect(clock.getByText('Level 2', { exact: true })).toBeVisible();
    const played = () =>
      page.evaluate(() => (window as unknown as { __played: number[] }).__played);
    const sounds = await played();
    expect(sounds).toContain(660);
    expect(sounds).toContain(880);
    expect(sounds.filter((f) => f === 1000).length).toBeGreaterThanOrEqual(3);
    expect(sounds).toContain(523.25);

    // Kept as artifacts, to look at: readable across a room on a TV, usable on a phone.
    for (const [name, width, height] of [
      ['tv', 1920, 1080],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: path.join(import.meta.dirname, `../artifacts/screenshots/clock-${name}.png`),
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.clock.fastForward(75 * 60_000);
    await page.clock.runFor(2_000);
    await expect(clock.getByText('Break', { exact: true })).toBeVisible();
    await expect(clock.getByText('Take a break')).toBeVisible();
  });
});
