import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** SPEC.md section 9: from this width up the sidebar is part of the page, not a drawer. */
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const SIDEBAR_COLLAPSED_KEY = 'felt.sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar shows icons only; remembered in this browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, was ? '0' : '1');
      } catch {
        // Remembered for this page only.
      }
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}

const desktopQuery = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;

function subscribeDesktop(onChange: () => void): () => void {
  const query = window.matchMedia?.(desktopQuery);
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A browser without matchMedia (none Felt supports; the unit tests' DOM) gets the desktop. */
const readDesktop = () => window.matchMedia?.(desktopQuery).matches ?? true;

/**
 * Whether the window is wide enough for the desktop sidebar. Below it the sidebar is not
 * rendered at all, not only hidden: on a phone its first render was ~16 ms of a page load's
 * main thread at full speed (issue 20's Total Blocking Time).
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeDesktop, readDesktop);
}

/**
 * The phone and tablet drawer: closed after every navigation, and closed by itself when the
 * window grows to the desktop layout (where the sidebar is always shown).
 */
export function useSidebarDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  // A navigation closes the drawer (adjusted during render, React's pattern for state that
  // follows a prop).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return {
    open,
    show: useCallback(() => setOpen(true), []),
    close: useCallback(() => setOpen(false), []),
  };
}
