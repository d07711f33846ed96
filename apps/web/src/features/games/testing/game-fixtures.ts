import {
  DEFAULT_SETTINGS,
  SETTINGS_FIELDS,
  type Entry,
  type EntryListResponse,
  type Game,
  type SettingsResponse,
  type SettingsValues,
} from '@felt/contract';
import { TEST_CLUB_SLUG } from '../../../testing/club-page-harness';

/*
 * Games as the API sends them, for the games screens' tests. The harness's Ada lives in New
 * York (America/New_York), so 00:30 UTC on Nov 28 is 7:30 PM on Friday, Nov 27 on her clock.
 */

export const GAMES_PATH = `/api/clubs/${TEST_CLUB_SLUG}/games/`;
export const gamesListPath = (query: string) => `${GAMES_PATH}?${query}`;
export const gamePath = (slug: string) => `/api/games/${slug}/`;
export const entriesPath = (slug: string) => `/api/games/${slug}/entries/`;
export const entryPath = (slug: string, id: number) => `/api/games/${slug}/entries/${id}/`;
export const gameSettingsPath = (slug: string) => `/api/games/${slug}/settings/`;
/** The upcoming games a member is entered in, as their profile asks for them. */
export const memberGamesPath = (memberSlug: string) =>
  gamesListPath(`when=upcoming&member=${memberSlug}`);

export const FRIDAY_SLUG = 'friday-night-2026-11-27';

export function game(overrides: Partial<Game> = {}): Game {
  return {
    id: 1,
    slug: FRIDAY_SLUG,
    club_slug: TEST_CLUB_SLUG,
    season_slug: 'hidden-thursday-poker',
    league_slug: null,
    title: 'Friday Night',
    starts_at: '2026-11-28T00:30:00.000Z',
    location: 'Back room',
    notes: '',
    max_players: null,
    blind_schedule_slug: null,
    status: 'scheduled',
    registered_count: 0,
    waitlist_count: 0,
    seats_left: null,
    my_entry: null,
    join_enabled: true,
    join_code: null,
    ...overrides,
  };
}

export function entry(overrides: Partial<Entry> & { id: number; name: string }): Entry {
  return {
    status: 'registered',
    waitlist_position: null,
    member_slug: overrides.name.toLowerCase().replaceAll(' ', '-'),
    joined_by_link: false,
    created_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function entries(registered: Entry[] = [], waitlisted: Entry[] = []): EntryListResponse {
  return {
    registered,
    waitlisted: waitlisted.map((each, index) => ({
      ...each,
      status: 'waitlisted',
      waitlist_position: index + 1,
    })),
  };
}

/** The date and time labels as the machine's locale writes them on Ada's clock. */
export function onAdasClock(iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'America/New_York' }).format(
    new Date(iso),
  );
}

/** A game's effective settings: the built-in defaults, with `values` set by the game itself. */
export function gameSettings(values: Partial<SettingsValues> = {}): SettingsResponse {
  const out: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const own = field in values;
    out[field] = {
      value: own ? values[field] : DEFAULT_SETTINGS[field],
      source: own ? 'game' : 'default',
      overridden: own,
    };
  }
  return out as SettingsResponse;
}
