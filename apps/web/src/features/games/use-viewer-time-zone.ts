import { useAuth } from '../../lib/auth/session-store';
import { knownTimeZone } from './game-time';

/** The signed-in user's profile time zone, else the browser's (undefined). */
export function useViewerTimeZone(): string | undefined {
  const auth = useAuth();
  return knownTimeZone(auth.status === 'authenticated' ? auth.user.timezone : undefined);
}
