import type { BlindLevel, BlindSchedule, Club } from '@felt/contract';
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

/** A signed-in user with `clubs` loaded, at `path`, with `routes` as the app's routes. */
export const renderSchedules = renderClubPage;
