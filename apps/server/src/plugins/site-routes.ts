import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The build's routes.json (apps/web/src/app/site-routes.ts writes it; decision 0020). */
export const SITE_ROUTES_FILE = 'routes.json';

const siteRoutesFile = z.object({
  routes: z.array(z.string()),
  caseSensitiveRoutes: z.array(z.string()).default([]),
  sitemap: z.array(z.string()),
});

export interface SiteRoutes {
  /** Whether the client app has a page at `pathname` (no query string). */
  hasPage(pathname: string): boolean;
  /** The public pages for sitemap.xml, as paths. */
  sitemap: string[];
}

function segmentsOf(pathname: string): string[] {
  // React Router matches with or without a trailing slash.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.split('/').slice(1);
}

/** A pattern like `/app/members/*`: each `*` stands for one non-empty segment. */
function matcher(pattern: string, caseSensitive: boolean): (segments: string[]) => boolean {
  const expected = segmentsOf(caseSensitive ? pattern : pattern.toLowerCase());
  return (segments) =>
    segments.length === expected.length &&
    expected.every((part, index) => {
      const actual = segments[index] ?? '';
      if (part === '*') return actual !== '';
      return part === (caseSensitive ? actual : actual.toLowerCase());
    });
}

export function siteRoutesFrom(data: unknown): SiteRoutes {
  const parsed = siteRoutesFile.parse(data);
  const matchers = [
    ...parsed.routes.map((pattern) => matcher(pattern, false)),
    ...parsed.caseSensitiveRoutes.map((pattern) => matcher(pattern, true)),
  ];
  return {
    hasPage(pathname) {
      const segments = segmentsOf(pathname);
      return matchers.some((matches) => matches(segments));
    },
    sitemap: parsed.sitemap,
  };
}

/** The routes of the build in `file`, or null when the build has none (built before it). */
export function loadSiteRoutes(file: string): SiteRoutes | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return siteRoutesFrom(JSON.parse(text));
}
