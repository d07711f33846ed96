import type { Club } from '@felt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { CLUBS_QUERY_KEY } from '../lib/club/user-clubs';
import { ADA, setCookie, storeLogin } from './app-harness';
import { UnsavedChangesProvider } from '../lib/forms/unsaved-changes';

/*
 * Renders one club page of the signed-in app in jsdom: a signed-in Ada with her clubs already
 * loaded, a router at `path`, TanStack Query without retries. The network is a fake `fetch`
 * (app-harness's fakeApi).
 */

export const TEST_CLUB_SLUG = 'thursday-poker';

/** The selected club "Thursday Poker" with Ada in `role`. */
export function testClub(role: Club['role'] = 'Owner', overrides: Partial<Club> = {}): Club {
  return {
    id: 1,
    slug: TEST_CLUB_SLUG,
    name: 'Thursday Poker',
    role,
    isOwner: role === 'Owner',
    memberCount: 12,
    has_blind_structures: true,
    timezone: 'America/New_York',
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * A signed-in user with `clubs` loaded, at `path`, with `routes` as the app's routes. The
 * current path (and query) is readable as `screen.getByTestId('location')`.
 */
export function renderClubPage(path: string, routes: ReactNode, clubs: Club[] = [testClub()]) {
  // What Headless UI's dialogs call and jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.getAnimations ??= () => [];
  storeLogin(ADA);
  setCookie('csrftoken', 'test-token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(CLUBS_QUERY_KEY, clubs);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <UnsavedChangesProvider>
            <Routes>{routes}</Routes>
            <Location />
          </UnsavedChangesProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
