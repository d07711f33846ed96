import type { Club } from '@felt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADA, resetBrowser, storeLogin } from '../../testing/app-harness';
import { paths } from '../paths';
import { useClubRole } from './use-selected-club';
import { useSwitchClub } from './use-switch-club';
import { CLUBS_QUERY_KEY } from './user-clubs';

const CLUBS: Club[] = [
  {
    id: 1,
    slug: 'thursday-poker',
    name: 'Thursday Poker',
    role: 'Owner',
    isOwner: true,
    memberCount: 12,
    has_blind_structures: true,
    timezone: 'America/New_York',
  },
  {
    id: 2,
    slug: 'friday-felt',
    name: 'Friday Felt',
    role: 'Member',
    isOwner: false,
    memberCount: 4,
    has_blind_structures: false,
    timezone: 'America/New_York',
  },
];

function Probe() {
  const switchClub = useSwitchClub();
  const { pathname } = useLocation();
  return (
    <>
      <output>{`${pathname} as ${useClubRole()}`}</output>
      {CLUBS.map((club) => (
        <button key={club.slug} type="button" onClick={() => switchClub(club.slug)}>
          {club.name}
        </button>
      ))}
    </>
  );
}

function renderAt(path: string) {
  const client = new QueryClient();
  client.setQueryData(CLUBS_QUERY_KEY, CLUBS);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBrowser();
  storeLogin(ADA);
});
afterEach(() => {
  cleanup();
  resetBrowser();
});

it('sends a member away from a management page to the dashboard after a switch', () => {
  renderAt(paths.membersDirectory());
  expect(screen.getByRole('status').textContent).toBe(`${paths.membersDirectory()} as Owner`);

  fireEvent.click(screen.getByRole('button', { name: 'Friday Felt' }));

  expect(screen.getByRole('status').textContent).toBe(`${paths.dashboard()} as Member`);
});

it('keeps an owner on the management page', () => {
  localStorage.setItem(`felt.selected-club.${ADA.id}`, 'friday-felt');
  renderAt(paths.blindSchedules());

  fireEvent.click(screen.getByRole('button', { name: 'Thursday Poker' }));

  expect(screen.getByRole('status').textContent).toBe(`${paths.blindSchedules()} as Owner`);
});
