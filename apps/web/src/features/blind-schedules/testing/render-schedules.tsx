import type { BlindLevel, Club } from '@felt/contract';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';

export const CLUB_PATH = '/api/clubs/thursday-poker/blind-schedules/';

export const club = (role: Club['role'] = 'Owner'): Club => testClub(role);

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

/** A signed-in user with `clubs` loaded, at `path`, with `routes` as the app's routes. */
export const renderSchedules = renderClubPage;
