import { appPages, appRoutePattern, type AppPageId } from '../lib/app-pages';
import { paths } from '../lib/paths';
import { legacyRedirectRoutes } from './legacy-redirects';

/*
 * What the server needs to know about the client's routes (decision 0020), written into the
 * build as routes.json: which paths the app has a page for (anything else answers 404 with
 * the app's not-found page) and which public pages go in the sitemap. Built from `paths` and
 * the /app page table rather than typed again; router.test.tsx checks each pattern opens a
 * page and not the not-found page. A `*` stands for exactly one path segment.
 */

const ANY = '*';

/** The public pages crawlers may index (robots.txt allows them, sitemap.xml lists them). */
export const sitemapPaths: string[] = [
  paths.home(),
  paths.whatsNew(),
  paths.contact(),
  paths.privacyPolicy(),
  paths.termsOfService(),
];

/** The account pages and the links mailed or shared to someone. */
const accountPatterns: string[] = [
  '/auth',
  paths.login(),
  paths.register(),
  paths.forgotPassword(),
  paths.checkInbox(),
  paths.resetPassword(ANY, ANY),
  paths.verifyEmail(ANY, ANY),
  paths.confirmEmailChange(ANY),
  paths.acceptInvite(ANY),
  paths.join(ANY),
  // The demo's way in (SPEC.md section 2: no auth needed), linked from the landing page.
  paths.demo(),
  // Login required, outside the app shell (SPEC.md section 2).
  paths.leaderboardPrint(ANY),
];

/**
 * A route pattern as routes.json writes it: each `:param` a `*`; an optional last segment
 * (`:gameSlug?`) gives the path both with it and without it.
 */
function routePatterns(pattern: string): string[] {
  const written = (path: string) => path.replace(/:[^/]+/g, ANY);
  const optional = /\/:[^/]+\?$/;
  return optional.test(pattern)
    ? [written(pattern.replace(optional, '')), written(pattern)]
    : [written(pattern)];
}

/** The signed-in app: its index (which redirects to the dashboard) and every page of the table. */
const appPatterns: string[] = [
  paths.app(),
  ...(Object.keys(appPages) as AppPageId[]).flatMap((id) => routePatterns(appRoutePattern(id))),
];

/** Old paths that redirect to where the page lives now; matched case-sensitively, as routed. */
const legacyPatterns: string[] = legacyRedirectRoutes.map((route) =>
  String((route.props as { path: string }).path).replace(/:[^/]+/g, ANY),
);

export interface SiteRoutes {
  /** Paths with a page, matched as React Router does: any case, trailing slash optional. */
  routes: string[];
  /** Paths with a page only in exactly this case. */
  caseSensitiveRoutes: string[];
  sitemap: string[];
}

export const siteRoutes: SiteRoutes = {
  routes: [...sitemapPaths, ...accountPatterns, ...appPatterns],
  caseSensitiveRoutes: legacyPatterns,
  sitemap: sitemapPaths,
};
