import { LeaderboardPrintPage } from '../../features/results/routes/leaderboard-print-page';
import { AppProviders } from '../providers';

/**
 * `/seasons/{seasonSlug}/leaderboard/print`: the printable leaderboard, its own small chunk
 * outside the app shell (SPEC.md section 2). The router guards it with RequireAuth: the
 * standings are club data.
 */
export function LeaderboardPrintRoute() {
  return (
    <AppProviders>
      <LeaderboardPrintPage />
    </AppProviders>
  );
}
