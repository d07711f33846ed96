import { createContext, useContext } from 'react';

/**
 * True while a navigation waits for the next page's code. The app's router provides it; under
 * any other router (tests use MemoryRouter) it stays false.
 */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
