import { Route, Routes } from 'react-router';
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

/**
 * `/app/*`: the signed-in application (SPEC.md section 2) in its shell. The dashboard comes
 * in this chunk since every signed-in visit starts there; other pages are chunks of their
 * own. The router guards it with RequireAuth before this chunk loads.
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
          <Route path="help" element={<HelpPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="club/blind-schedules" element={<BlindSchedulesPage />} />
          <Route path="club/blind-schedules/:scheduleSlug" element={<BlindScheduleEditorPage />} />
          <Route path="tools/clock" element={<BlindClockPage />} />
          <Route path="tools/clock/clubs/:slug" element={<BlindClockPage />} />
          {/*
           * Games, leagues, seasons, members, settings and billing arrive with later
           * issues; until then their paths are not found.
           */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
