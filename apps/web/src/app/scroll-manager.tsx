import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, so Back and Forward return to where the reader was. */
const positions = new Map<string, number>();

/**
 * What ScrollRestoration did under the data router: a new page starts at the top (or at its
 * #anchor), and Back/Forward restore the position the page was left at.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen. Scroll events fire after a commit, so they are credited to the page
  // they happened on even while the next page is being put in place.
  const shownKey = useRef(key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Runs once the new page is on screen: with transitions, that is after its code loaded.
  useLayoutEffect(() => {
    shownKey.current = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, pathname, hash, navigationType]);

  return null;
}
