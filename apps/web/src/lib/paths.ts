/*
 * Every in-app path (SPEC.md section 2), built in one place so a link, a redirect and a test
 * cannot disagree about where a page lives. Slugs, tokens and codes are encoded, so a value
 * with a slash or a question mark stays one path segment. API paths live with each feature's
 * requests, not here.
 */

const part = (value: string) => encodeURIComponent(value);

/** `?key=value&...` from the defined values, or '' when there are none. */
function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export interface ClockOptions {
  /** The club whose own schedules the clock offers (`tools/clock/clubs/{slug}`). */
  clubSlug?: string;
  /** The schedule to open the clock on. */
  schedule?: string;
}

export const paths = {
  // Public pages.
  home: () => '/',
  whatsNew: () => '/whats-new',
  privacyPolicy: () => '/privacy-policy',
  termsOfService: () => '/terms-of-service',
  contact: () => '/contact',
  demo: () => '/demo',

  // Account pages: /auth (guests), /accounts (links in emails), invitations, quick join.
  /** The login page; `redirect` is where to go afterwards, `email` fills in the address. */
  login: ({ redirect, email }: { redirect?: string; email?: string } = {}) =>
    `/auth/login${query({ redirect, email })}`,
  register: () => '/auth/register',
  /** Forgot password; `email` fills in the address. */
  forgotPassword: ({ email }: { email?: string } = {}) =>
    `/auth/forgot-password${query({ email })}`,
  checkInbox: (email?: string) => `/auth/verify-email${query({ email })}`,
  resetPassword: (uid: string, token: string) => `/auth/reset-password/${part(uid)}/${part(token)}`,
  verifyEmail: (uidb64: string, token: string) =>
    `/accounts/verify-email/${part(uidb64)}/${part(token)}`,
  confirmEmailChange: (token: string) => `/accounts/email-change/verify/${part(token)}`,
  acceptInvite: (token: string) => `/accept-invite/${part(token)}`,
  /** The public quick-join page of a game; its share link carries the game's join code. */
  join: (gameSlug: string, code?: string) => `/game/${part(gameSlug)}/join${query({ code })}`,
  /** The printable leaderboard of a season (login required, outside the app shell). */
  leaderboardPrint: (seasonSlug: string) => `/seasons/${part(seasonSlug)}/leaderboard/print`,

  // The signed-in app, /app.
  app: () => '/app',
  dashboard: () => '/app/dashboard',
  /** The league dashboard: the given league, or the club's first when none is named. */
  league: (leagueSlug?: string) =>
    leagueSlug === undefined
      ? '/app/dashboard/leagues'
      : `/app/dashboard/leagues/${part(leagueSlug)}`,
  seasons: () => '/app/seasons',
  leaderboard: (seasonSlug: string) => `/app/season/${part(seasonSlug)}/leaderboard`,
  /** Importing a season's past results from a CSV file (owners and managers). */
  seasonImport: (seasonSlug: string) => `/app/season/${part(seasonSlug)}/import`,
  /** Manage Members, its table filtered by `search` when given. */
  members: (search?: string) => `/app/members${query({ search })}`,
  membersDirectory: () => '/app/members/directory',
  member: (memberSlug: string) => `/app/members/${part(memberSlug)}`,
  blindSchedules: () => '/app/club/blind-schedules',
  blindSchedule: (scheduleSlug: string) => `/app/club/blind-schedules/${part(scheduleSlug)}`,
  /** The blind clock: a club's own schedules when `clubSlug` is given, else the plain clock. */
  clock: ({ clubSlug, schedule }: ClockOptions = {}) =>
    `${clubSlug === undefined ? '/app/tools/clock' : `/app/tools/clock/clubs/${part(clubSlug)}`}${query({ schedule })}`,
  account: () => '/app/account',
  help: () => '/app/help',
  billingUpgrade: () => '/app/billing/upgrade',
  billingUpgradeForm: () => '/app/billing/upgrade-form',

  // Games.
  games: () => '/app/games',
  newGame: () => '/app/games/new',
  editGame: (gameSlug: string) => `/app/games/${part(gameSlug)}/edit`,
  /**
   * The game editor (`season/{seasonSlug}/games/{gameSlug?}`): a past game entered, or a game's
   * results corrected; `caller` is the in-app path it returns to after saving.
   */
  seasonGame: (seasonSlug: string, gameSlug?: string, { caller }: { caller?: string } = {}) =>
    (gameSlug === undefined
      ? `/app/season/${part(seasonSlug)}/games`
      : `/app/season/${part(seasonSlug)}/games/${part(gameSlug)}`) + query({ caller }),
  /** The past games of a season (the games list filtered). */
  seasonPastGames: (seasonSlug: string) =>
    `/app/games${query({ when: 'past', season: seasonSlug })}`,
  game: (gameSlug: string) => `/app/game/${part(gameSlug)}`,
  gameOpen: (gameSlug: string) => `/app/game/${part(gameSlug)}/open`,
  gamePlay: (gameSlug: string) => `/app/game/${part(gameSlug)}/play`,
  gamePayouts: (gameSlug: string) => `/app/game/${part(gameSlug)}/payouts`,
  gameSeating: (gameSlug: string) => `/app/game/${part(gameSlug)}/seating`,
  gameSettings: (gameSlug: string) => `/app/settings/game/${part(gameSlug)}`,

  // Settings at each scope of the cascade.
  settings: {
    club: () => '/app/settings',
    league: (leagueSlug: string) => `/app/settings/league/${part(leagueSlug)}`,
    season: (seasonSlug: string) => `/app/settings/season/${part(seasonSlug)}`,
    game: (gameSlug: string) => `/app/settings/game/${part(gameSlug)}`,
  },
} as const;
