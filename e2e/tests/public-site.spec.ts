import { expect, test } from '@playwright/test';

test.describe('public site', () => {
  test('the landing page pitches Felt and offers both ways in', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Run your poker club like the GOAT' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start Your Club' }).first()).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(main.getByRole('link', { name: 'Try the Demo' }).first()).toHaveAttribute(
      'href',
      '/demo',
    );
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    // What the product does not do yet says so (issue 19 item 7): one clock on every screen.
    await expect(
      main.getByRole('heading', { name: /^Every screen, the same second/ }),
    ).toContainText('Coming soon');
  });

  const headerLinks = [
    { name: 'Sign In', path: '/auth/login' },
    { name: 'Start Your Club', path: '/auth/register' },
  ];
  for (const link of headerLinks) {
    test(`header link "${link.name}" goes to ${link.path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
    });
  }

  const footerLinks = [
    { group: 'Site', name: 'Home', path: '/', heading: 'Run your poker club like the GOAT' },
    { group: 'Site', name: "What's New", path: '/whats-new', heading: "What's New" },
    { group: 'Site', name: 'Contact Us', path: '/contact', heading: 'Contact Us' },
    { group: 'Account', name: 'Log In', path: '/auth/login' },
    { group: 'Account', name: 'Sign Up', path: '/auth/register' },
    { group: 'Account', name: 'Forgot Password', path: '/auth/forgot-password' },
    { group: 'Legal', name: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy Policy' },
    {
      group: 'Legal',
      name: 'Terms of Service',
      path: '/terms-of-service',
      heading: 'Terms of Service',
    },
  ];
  for (const link of footerLinks) {
    test(`footer link ${link.group} / "${link.name}" goes to ${link.path}`, async ({ page }) => {
      await page.goto('/contact');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(link.group, { exact: true })).toBeVisible();
      await footer.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      if (link.heading) {
        await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      }
    });
  }

  test("What's New shows the changelog", async ({ page }) => {
    await page.goto('/whats-new');
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('the legal pages are complete texts', async ({ page }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const text = await page.getByRole('main').innerText();
      expect(text.split(/\s+/).length).toBeGreaterThan(800);
      await expect(page.getByRole('main')).toContainText('Last updated');
    }
  });

  test('an unknown page shows the not-found page, with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL('/');
  });

  test('pages and scripts arrive compressed; robots, sitemap and icons are real', async ({
    page,
    request,
  }) => {
    const encodings = new Map<string, string | null>();
    page.on('response', async (response) => {
      if (['document', 'script', 'stylesheet'].includes(response.request().resourceType())) {
        encodings.set(
          new URL(response.url()).pathname,
          await response.headerValue('content-encoding'),
        );
      }
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(encodings.size).toBeGreaterThan(1);
    for (const [pathname, encoding] of encodings) {
      expect(encoding, pathname).toMatch(/^(br|gzip)$/);
    }

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Disallow: /app/');
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain('/privacy-policy</loc>');
    for (const icon of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
      const file = await request.get(icon);
      expect(file.status(), icon).toBe(200);
      expect(file.headers()['content-type'], icon).toMatch(/^image\//);
    }
  });

  test('each page has its own title', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact/);
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(/Privacy Policy/);
  });
});

test.describe('legacy redirects keep the query string', () => {
  const appRedirects: Array<[string, string]> = [
    ['/dashboard', '/app/dashboard'],
    ['/games', '/app/games'],
    ['/members', '/app/members'],
    ['/members/directory', '/app/members/directory'],
    ['/seasons', '/app/seasons'],
    ['/tools/clock', '/app/tools/clock'],
    ['/club/blind-schedules', '/app/club/blind-schedules'],
  ];
  for (const [from, to] of appRedirects) {
    test(`${from} -> ${to} (and on to log in, coming back there)`, async ({ page }) => {
      await page.goto(`${from}?ref=legacy&n=1`);
      await expect(page).toHaveURL(
        `/auth/login?redirect=${encodeURIComponent(`${to}?ref=legacy&n=1`)}`,
      );
    });
  }

  const authRedirects: Array<[string, string]> = [
    ['/login', '/auth/login'],
    ['/register', '/auth/register'],
    ['/forgot-password', '/auth/forgot-password'],
    ['/verify-email', '/auth/verify-email'],
    ['/reset-password/abc/def', '/auth/reset-password/abc/def'],
  ];
  for (const [from, to] of authRedirects) {
    test(`${from} -> ${to}`, async ({ page }) => {
      await page.goto(`${from}?ref=legacy&n=1`);
      await expect(page).toHaveURL(`${to}?ref=legacy&n=1`);
    });
  }
});
