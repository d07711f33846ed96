import { matchRoutes, useLocation } from 'react-router';
import { paths } from './paths';

/*
 * The pages of the signed-in app (`/app/*`, SPEC.md section 2) and what the shell needs to
 * know about each: this table is the route table (app/routes/app-routes.tsx gives each page
 * its element), and every question about the current page is answered here, by the same
 * matching the router does, rather than by regexes over the address. Links are built with
 * `paths` (lib/paths.ts).
 */

export interface AppPage {
  /** The route pattern under /app, as `<Route path>` takes it. */
  path: string;
  /** The top bar's title (the document title is each page's own). */
  title: string;
  /**
   * The page manages the selected club: switching to a club the user does not manage leaves
   * it for the dashboard (SPEC.md section 4).
   */
  management?: true;
  /** Only owners and managers (and Demo, to look) may open it (SPEC.md section 6). */
  managersOnly?: true;
  /** The club selector is disabled here: 'Disabled when managing the club' (SPEC.md section 2). */
  locksClubSelector?: true;
  /**
   * A blind clock: switching to a club without blind structures leaves it for the dashboard;
   * the club's own clock (`'club'`) follows the switch to the new club's.
   */
  clock?: 'plain' | 'club';
}

export const appPages = {
  dashboard: { path: 'dashboard', title: 'Dashboard' },
  leagueDashboard: { path: 'dashboard/leagues', title: 'Leagues' },
  league: { path: 'dashboard/leagues/:leagueSlug', title: 'Leagues' },
  help: { path: 'help', title: 'Help & Support' },
  account: { path: 'account', title: 'Manage Account', locksClubSelector: true },
  // The club's plan and its upgrade (owners upgrade; managers see whom to ask).
  billingUpgrade: { path: 'billing/upgrade', title: 'Plans and upgrades' },
  billingUpgradeForm: { path: 'billing/upgrade-form', title: 'Upgrade to Pro' },
  blindSchedules: {
    path: 'club/blind-schedules',
    title: 'Blind Structures',
    management: true,
    locksClubSelector: true,
  },
  blindSchedule: {
    path: 'club/blind-schedules/:scheduleSlug',
    title: 'Blind Structures',
    management: true,
    locksClubSelector: true,
  },
  clock: { path: 'tools/clock', title: 'Blind Clock', clock: 'plain' },
  clubClock: { path: 'tools/clock/clubs/:slug', title: 'Blind Clock', clock: 'club' },
  membersDirectory: {
    path: 'members/directory',
    title: 'Members',
    management: true,
    locksClubSelector: true,
  },
  member: {
    path: 'members/:memberSlug',
    title: 'Members',
    management: true,
    locksClubSelector: true,
  },
  seasons: {
    path: 'seasons',
    title: 'Seasons',
    management: true,
    managersOnly: true,
    locksClubSelector: true,
  },
  // The season's standings, for every member (issue 14).
  leaderboard: { path: 'season/:seasonSlug/leaderboard', title: 'Leaderboard' },
  // A season's past results from a CSV file (issue 14, decision 0037).
  seasonImport: {
    path: 'season/:seasonSlug/import',
    title: 'Leaderboard',
    management: true,
    managersOnly: true,
  },
  // The game editor: a game run elsewhere entered, or a recorded one corrected (issue 14).
  seasonGame: {
    path: 'season/:seasonSlug/games/:gameSlug?',
    title: 'Games',
    management: true,
    managersOnly: true,
  },
  members: {
    path: 'members',
    title: 'Manage Members',
    management: true,
    managersOnly: true,
    locksClubSelector: true,
  },
  // Settings manage the club too, but SPEC.md leaves the selector open on them.
  clubSettings: { path: 'settings', title: 'Club Settings', management: true, managersOnly: true },
  leagueSettings: {
    path: 'settings/league/:leagueSlug',
    title: 'League Settings',
    management: true,
    managersOnly: true,
  },
  seasonSettings: {
    path: 'settings/season/:seasonSlug',
    title: 'Season Settings',
    management: true,
    managersOnly: true,
  },
  gameSettings: {
    path: 'settings/game/:gameSlug',
    title: 'Game Settings',
    management: true,
    managersOnly: true,
  },
  games: { path: 'games', title: 'Games' },
  newGame: { path: 'games/new', title: 'Games', management: true, managersOnly: true },
  editGame: {
    path: 'games/:gameSlug/edit',
    title: 'Games',
    management: true,
    managersOnly: true,
  },
  game: { path: 'game/:gameSlug', title: 'Games' },
  // The registration desk: SPEC.md's `game/{gameSlug}/open`.
  gameOpen: { path: 'game/:gameSlug/open', title: 'Games', management: true, managersOnly: true },
  // The night's money: places, pay links and paid ticks, the deal calculator (issue 14).
  gamePayouts: { path: 'game/:gameSlug/payouts', title: 'Games' },
  // The live night: the clock for everyone, the director's controls for owners and managers.
  gamePlay: { path: 'game/:gameSlug/play', title: 'Games' },
  // The night's tables: seats for everyone, the draw, balancing and moves for the director.
  gameSeating: { path: 'game/:gameSlug/seating', title: 'Games' },
} as const satisfies Record<string, AppPage>;

export type AppPageId = keyof typeof appPages;

/** The full route pattern of a page (`/app/members/:memberSlug`), for routers outside the app's. */
export function appRoutePattern(id: AppPageId): string {
  return `${paths.app()}/${appPages[id].path}`;
}

const pageRoutes = (Object.keys(appPages) as AppPageId[]).map((id) => ({
  id,
  path: appRoutePattern(id),
}));

/** The page of the signed-in app at `pathname` (as the router matches it), or null. */
export function appPageAt(pathname: string): (AppPage & { id: AppPageId }) | null {
  const id = matchRoutes(pageRoutes, pathname)?.[0]?.route.id as AppPageId | undefined;
  return id === undefined ? null : { id, ...appPages[id] };
}

/** The id of the signed-in app's page at the current address, or null. */
export function useAppPageId(): AppPageId | null {
  return appPageAt(useLocation().pathname)?.id ?? null;
}
