import { postOnUnload } from '../api-client';
import { forgetDemoLoginOnUnload, recheckAuthState } from './session-store';

/*
 * SPEC.md section 4: "Demo stored auth is cleared on page unload" (decision 0032, "Leaving
 * with the tab"). As the page goes away (pagehide: closing the tab, a reload, leaving the
 * site) the demo's stored login is forgotten and its server session ended, so whoever opens
 * the site next in this browser is not signed in as the demo. The tab remembers it was in the
 * demo, so a reload of it signs in again (the guarded pages send it through /demo).
 */

function onPageHide(): void {
  if (forgetDemoLoginOnUnload()) postOnUnload('/api/auth/logout/');
}

function onPageShow(event: PageTransitionEvent): void {
  // Back from the back-forward cache: the page still shows the demo it left; look again.
  if (event.persisted) recheckAuthState();
}

/** Listens while a demo visitor is signed in; returns the function that stops listening. */
export function watchDemoUnload(): () => void {
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
