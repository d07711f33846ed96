import { Route, Routes } from 'react-router';
import { RequireClubManager } from '../../features/clubs/components/require-club-manager';
import { DashboardPage } from '../../features/dashboard/routes/dashboard-page';
import { AppShell } from '../../features/shell/components/app-shell';
import { lazyNamed } from '../../lib/lazy-named';
import { AppProviders } from '../providers';
import { NotFoundPage } from './not-found';
import { PageFrame } from './page-frame';

const HelpPage = lazyNamed(() => import('../../features/help/routes/help-page'), 'HelpPage');
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

/**
 * `/app/*`: the signed-in application (SPEC.md section 2) in its shell. The dashboard comes
 * in this chunk since every signed-in visit starts there; other pages are chunks of their
 * own. The router guards it with RequireAuth before this chunk loads. Management pages
 * (seasons, member management, settings) refuse members (RequireClubManager).
 */
export function AppAreaRoutes() {
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
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="dashboard/leagues" element={<LeagueDashboardPage />} />
          <Route path="dashboard/leagues/:leagueSlug" element={<LeagueDashboardPage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="club/blind-schedules" element={<BlindSchedulesPage />} />
          <Route path="club/blind-schedules/:scheduleSlug" element={<BlindScheduleEditorPage />} />
          <Route path="tools/clock" element={<BlindClockPage />} />
          <Route path="tools/clock/clubs/:slug" element={<BlindClockPage />} />
          <Route path="members/directory" element={<MembersDirectoryPage />} />
          <Route path="members/:memberSlug" element={<MemberProfilePage />} />
          <Route element={<RequireClubManager />}>
            <Route path="seasons" element={<SeasonsPage />} />
            <Route path="members" element={<MembersPage />} />
            <Route path="settings" element={<ClubSettingsPage />} />
            <Route path="settings/league/:leagueSlug" element={<LeagueSettingsPage />} />
            <Route path="settings/season/:seasonSlug" element={<SeasonSettingsPage />} />
          </Route>
          {/* Games and billing arrive with later issues; until then their paths are not found. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
