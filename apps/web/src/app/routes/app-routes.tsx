import { useEffect, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { RequireClubManager } from '../../features/clubs';
import { AppShell } from '../../features/shell';
import { appPages, useAppPageId, type AppPage, type AppPageId } from '../../lib/app-pages';
import { lazyNamed, preloadElement } from '../../lib/lazy-named';
import { AppProviders } from '../providers';
import { NotFoundPage } from './not-found';
import { PageFrame } from './page-frame';

const DashboardPage = lazyNamed(
  () => import('../../features/dashboard/routes/dashboard-page'),
  'DashboardPage',
);
const HelpPage = lazyNamed(() => import('../../features/help/routes/help-page'), 'HelpPage');
const UpgradePage = lazyNamed(
  () => import('../../features/billing/routes/upgrade-page'),
  'UpgradePage',
);
const UpgradeFormPage = lazyNamed(
  () => import('../../features/billing/routes/upgrade-form-page'),
  'UpgradeFormPage',
);
const AccountPage = lazyNamed(
  () => import('../../features/account/routes/account-page'),
  'AccountPage',
);
const BlindSchedulesPage = lazyNamed(
  () => import('../../features/blind-schedules/routes/blind-schedules-page'),
  'BlindSchedulesPage',
);
const BlindScheduleEditorPage = lazyNamed(
  () => import('../../features/blind-schedules/routes/blind-schedule-editor-page'),
  'BlindScheduleEditorPage',
);
const BlindClockPage = lazyNamed(
  () => import('../../features/blind-clock/routes/blind-clock-page'),
  'BlindClockPage',
);
const LeagueDashboardPage = lazyNamed(
  () => import('../../features/leagues/routes/league-dashboard-page'),
  'LeagueDashboardPage',
);
const SeasonsPage = lazyNamed(
  () => import('../../features/leagues/routes/seasons-page'),
  'SeasonsPage',
);
const MembersPage = lazyNamed(
  () => import('../../features/members/routes/members-page'),
  'MembersPage',
);
const MembersDirectoryPage = lazyNamed(
  () => import('../../features/members/routes/members-directory-page'),
  'MembersDirectoryPage',
);
const MemberProfilePage = lazyNamed(
  () => import('../../features/members/routes/member-profile-page'),
  'MemberProfilePage',
);
const ClubSettingsPage = lazyNamed(
  () => import('../../features/settings/routes/club-settings-page'),
  'ClubSettingsPage',
);
const LeagueSettingsPage = lazyNamed(
  () => import('../../features/settings/routes/league-settings-page'),
  'LeagueSettingsPage',
);
const SeasonSettingsPage = lazyNamed(
  () => import('../../features/settings/routes/season-settings-page'),
  'SeasonSettingsPage',
);
const GameSettingsPage = lazyNamed(
  () => import('../../features/settings/routes/game-settings-page'),
  'GameSettingsPage',
);
const GamesPage = lazyNamed(() => import('../../features/games/routes/games-page'), 'GamesPage');
const GamePage = lazyNamed(() => import('../../features/games/routes/game-page'), 'GamePage');
const GameDeskPage = lazyNamed(
  () => import('../../features/games/routes/game-desk-page'),
  'GameDeskPage',
);
const GamePlayPage = lazyNamed(
  () => import('../../features/game-night/routes/game-play-page'),
  'GamePlayPage',
);
const GamePayoutsPage = lazyNamed(
  () => import('../../features/payouts/routes/game-payouts-page'),
  'GamePayoutsPage',
);
const GameSeatingPage = lazyNamed(
  () => import('../../features/game-night/routes/game-seating-page'),
  'GameSeatingPage',
);
const LeaderboardPage = lazyNamed(
  () => import('../../features/results/routes/leaderboard-page'),
  'LeaderboardPage',
);
const SeasonImportPage = lazyNamed(
  () => import('../../features/results/routes/season-import-page'),
  'SeasonImportPage',
);
const GameEditorPage = lazyNamed(
  () => import('../../features/results/routes/game-editor-page'),
  'GameEditorPage',
);
// The new and edit pages share one form, so one chunk.
const loadGameFormPages = () => import('../../features/games/routes/game-form-pages');
const NewGamePage = lazyNamed(loadGameFormPages, 'NewGamePage');
const EditGamePage = lazyNamed(loadGameFormPages, 'EditGamePage');

/** Each page of the app, by its id in the page table (lib/app-pages.ts). */
const pageElements: Record<AppPageId, ReactElement> = {
  dashboard: <DashboardPage />,
  leagueDashboard: <LeagueDashboardPage />,
  league: <LeagueDashboardPage />,
  help: <HelpPage />,
  account: <AccountPage />,
  billingUpgrade: <UpgradePage />,
  billingUpgradeForm: <UpgradeFormPage />,
  blindSchedules: <BlindSchedulesPage />,
  blindSchedule: <BlindScheduleEditorPage />,
  clock: <BlindClockPage />,
  clubClock: <BlindClockPage />,
  membersDirectory: <MembersDirectoryPage />,
  member: <MemberProfilePage />,
  seasons: <SeasonsPage />,
  leaderboard: <LeaderboardPage />,
  seasonImport: <SeasonImportPage />,
  seasonGame: <GameEditorPage />,
  members: <MembersPage />,
  clubSettings: <ClubSettingsPage />,
  leagueSettings: <LeagueSettingsPage />,
  seasonSettings: <SeasonSettingsPage />,
  gameSettings: <GameSettingsPage />,
  games: <GamesPage />,
  newGame: <NewGamePage />,
  editGame: <EditGamePage />,
  game: <GamePage />,
  gameOpen: <GameDeskPage />,
  gamePayouts: <GamePayoutsPage />,
  gamePlay: <GamePlayPage />,
  gameSeating: <GameSeatingPage />,
};

const pageIds = Object.keys(appPages) as AppPageId[];

const pageRoute = (id: AppPageId) => (
  <Route key={id} path={appPages[id].path} element={pageElements[id]} />
);

/**
 * `/app/*`: the signed-in application (SPEC.md section 2) in its shell, one route per page of
 * the page table. Each page is a chunk of its own, the dashboard too (issue 20: every /app page's
 * first load within 250 kB of script, and the dashboard's cards are ~10 kB of it); the page
 * being opened is fetched beside the shell (usePreloadCurrentPage), so this costs no round trip. The router guards it with RequireAuth before this chunk
 * loads. Pages the table marks `managersOnly` refuse members (RequireClubManager).
 */
export function AppAreaRoutes() {
  usePreloadCurrentPage();
  return (
    <Routes>
      <Route
        element={
          <AppProviders>
            <AppShell />
          </AppProviders>
        }
      >
        <Route element={<PageFrame />}>
          {pageIds.filter((id) => !isManagersOnly(id)).map(pageRoute)}
          <Route element={<RequireClubManager />}>
            {pageIds.filter(isManagersOnly).map(pageRoute)}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/**
 * Fetches the code of the page being opened while the shell's first load (clubs, limits) is
 * still on its way; otherwise the page's chunk is only asked for once the shell renders it,
 * and every page load waits for the two one after the other (measured: 0.3-1.2 s of each
 * /app page load on a loaded 2-core machine).
 */
function usePreloadCurrentPage() {
  const id = useAppPageId();
  useEffect(() => {
    if (id) preloadElement(pageElements[id]);
  }, [id]);
}

function isManagersOnly(id: AppPageId): boolean {
  const page: AppPage = appPages[id];
  return page.managersOnly === true;
}
