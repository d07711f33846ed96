import { Route, Routes } from 'react-router';
import { AppLayout } from '../../components/layouts/app-layout';
import { DashboardPage } from '../../features/dashboard/routes/dashboard-page';
import { AppProviders } from '../providers';
import { NotFoundPage } from './not-found';
import { PageFrame } from './page-frame';

/**
 * `/app/*`: the signed-in application (SPEC.md section 2), for now the dashboard alone, which
 * comes in this chunk since every signed-in visit starts there. The router guards it with
 * RequireAuth before this chunk loads.
 */
export function AppAreaRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AppProviders>
            <AppLayout />
          </AppProviders>
        }
      >
        <Route element={<PageFrame />}>
          <Route path="dashboard" element={<DashboardPage />} />
          {/* The rest of the app arrives with later issues. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
