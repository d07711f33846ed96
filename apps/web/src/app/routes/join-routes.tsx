import { JoinPage } from '../../features/games/routes/join-page';
import { AppProviders } from '../providers';

/**
 * `/game/{gameSlug}/join`: a game's public quick-join page, its own small chunk. For anyone
 * with the link, signed in or not, so neither guest-only nor login-required.
 */
export function JoinGameRoute() {
  return (
    <AppProviders>
      <JoinPage />
    </AppProviders>
  );
}
