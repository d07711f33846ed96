import { expect, test } from '@playwright/test';

test.describe('contact form', () => {
  test('shows an error under each field and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const message = page.getByLabel('Message');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await name.fill('Ada Lovelace');
    await email.fill('not-an-email');
    await message.fill('short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeHidden();
    expect(posts).toEqual([]);
  });

  test('the server validates too and shows its field errors', async ({ page }) => {
    await page.goto('/contact');
    // The browser's copy of the rules is bypassed here to prove the server's 400 is shown.
    await page.route('**/api/contact/', async (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'still-not-an-email' }) });
    });
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('We would like to run our league on Felt.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
  });

  test('a valid message is sent, stored and mailed to the operator', async ({ page, request }) => {
    await page.goto('/contact');
    const marker = `e2e-${Date.now()}`;
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill(`Our club has 40 members. Reference ${marker}.`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByLabel('Message')).toBeHidden();

    const mailbox = await request.get('/dev/mailbox.json');
    expect(mailbox.ok()).toBe(true);
    expect(JSON.stringify(await mailbox.json())).toContain(marker);
  });
});
