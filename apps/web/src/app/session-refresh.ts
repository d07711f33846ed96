import { useEffect } from 'react';
import { sessionConfirmedAt, useAuth } from '../lib/auth/session-store';

/** How stale the server's word on the session may get before it is asked again. */
const RECHECK_AFTER_MS = 5 * 60 * 1000;

function refreshIfDue(): void {
  if (Date.now() - sessionConfirmedAt() < RECHECK_AFTER_MS) return;
  // Loaded on demand: visitors who are not signed in never download the API code for it.
  void import('../lib/auth/refresh-session').then((module) => module.refreshSession());
}

/**
 * SPEC.md section 2: a stored login counts at once and is refreshed in the background, when
 * the app starts and when the tab comes back into view.
 */
export function useSessionRefresh(): void {
  const signedIn = useAuth().status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    refreshIfDue();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn]);
}
