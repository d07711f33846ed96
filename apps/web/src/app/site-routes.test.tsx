import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, startEachTestAsAVisitor } from '../testing/app-harness';
import { siteRoutes } from './site-routes';

startEachTestAsAVisitor();

const NOT_FOUND_TITLE = 'Page not found · Felt';

/** Opens `path` as a visitor and waits for the page (or the not-found page) to name itself. */
async function titleAt(path: string): Promise<string> {
  fakeApi({});
  document.title = '';
  await renderApp(path);
  await vi.waitFor(() => expect(document.title).not.toBe(''), { timeout: 5_000 });
  return document.title;
}

const example = (pattern: string) => pattern.replaceAll('*', 'x1');

// The /app patterns are the page table's own (lib/app-pages.ts), which the router mounts.
const outsideApp = [...siteRoutes.routes, ...siteRoutes.caseSensitiveRoutes].filter(
  (pattern) => !pattern.startsWith('/app'),
);

describe('the routes the server is told about (routes.json)', () => {
  it.each(outsideApp.map(example))('%s opens a page, not the not-found page', async (path) => {
    expect(await titleAt(path)).not.toBe(NOT_FOUND_TITLE);
  });

  it.each(['/no-such-page', '/whats-new/x1', '/auth/no-such-page', '/accounts/x1'])(
    '%s, which routes.json does not list, is the not-found page',
    async (path) => {
      expect(siteRoutes.routes).not.toContain(path);
      expect(await titleAt(path)).toBe(NOT_FOUND_TITLE);
    },
  );

  it('lists every /app page and the public pages in the sitemap', () => {
    expect(siteRoutes.routes).toContain('/app/members/*');
    expect(siteRoutes.routes).toContain('/app/dashboard');
    // Opened straight from a shared link or the address bar, not only by the landing's button.
    expect(siteRoutes.routes).toContain('/demo');
    // The game editor's optional game: Enter a past game (no game yet) and Correct results.
    expect(siteRoutes.routes).toContain('/app/season/*/games');
    expect(siteRoutes.routes).toContain('/app/season/*/games/*');
    expect(siteRoutes.routes.filter((route) => route.includes('?'))).toEqual([]);
    expect(siteRoutes.sitemap).toEqual([
      '/',
      '/whats-new',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]);
    expect(siteRoutes.caseSensitiveRoutes).toContain('/dashboard');
  });
});
