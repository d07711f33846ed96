import type { BlindLevel, BlindSchedule, Club } from '@felt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { ADA, setCookie, storeLogin } from '../../../testing/app-harness';
import { CLUBS_QUERY_KEY } from '../../clubs/api/get-user-clubs';

export const CLUB_PATH = '/api/clubs/thursday-poker/blind-schedules/';

export function club(role: Club['role'] = 'Owner'): Club {
  return {
    id: 1,
    slug: 'thursday-poker',
    name: 'Thursday Poker',
    role,
    isOwner: role === 'Owner',
    memberCount: 12,
    has_blind_structures: true,
  };
}

export function level(overrides: Partial<BlindLevel> & { slug: string }): BlindLevel {
  return {
    id: 1,
    time_minutes: 20,
    small_blind: 25,
    big_blind: 50,
    ante_value: 0,
    is_break: false,
    level_number: 1,
    sort_order: 1,
    ...overrides,
  };
}

export function schedule(overrides: Partial<BlindSchedule> & { slug: string }): BlindSchedule {
  return {
    id: 1,
    title: 'Standard',
    is_default: false,
    warning_seconds: 60,
    alert_seconds: 10,
    beep_seconds: 5,
    levels: [],
    level_count: 12,
    break_count: 2,
    total_minutes: 185,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** A signed-in user with `clubs` loaded, at `path`, with `routes` as the app's routes. */
export function renderSchedules(path: string, routes: ReactNode, clubs: Club[] = [club()]) {
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
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
