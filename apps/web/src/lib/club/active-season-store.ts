import type { League, Season } from '@felt/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { createLocalStorageStore, useLocalStorageValue } from '../local-storage-store';
import { onClubSwitch } from './use-switch-club';

/*
 * The active league and season (SPEC.md section 4). Both are remembered in localStorage per
 * user, like the selected club (selected-club-store.ts): the league per club,
 * the season per club and league. Logout clears localStorage, and these choices with it.
 */

const LEAGUE_PREFIX = 'felt.active-league.';
const SEASON_PREFIX = 'felt.active-season.';

export function activeLeagueStorageKey(userId: number, clubSlug: string): string {
  return `${LEAGUE_PREFIX}${userId}.${clubSlug}`;
}

export function seasonChoiceStorageKey(
  userId: number,
  clubSlug: string,
  leagueSlug: string,
): string {
  return `${SEASON_PREFIX}${userId}.${clubSlug}.${leagueSlug}`;
}

const leagueStore = createLocalStorageStore(LEAGUE_PREFIX);
const seasonStore = createLocalStorageStore(SEASON_PREFIX);
/** Keys of remembered seasons found gone, whose notice has not been dismissed yet. */
const missingNotices = new Set<string>();

/**
 * SPEC.md section 4: switching club clears the active league, so the new club opens on its
 * first. Each season choice is remembered per club and league and stays for when the user
 * comes back to that league; so does the dismissed notice of a vanished season.
 */
export function forgetActiveLeagues(): void {
  for (const key of leagueStore.keys()) leagueStore.remove(key);
}

/** The remembered league of the club when it still exists, else the first (by name). */
export function pickActiveLeague(
  leagues: readonly League[],
  rememberedSlug: string | null,
): League | null {
  return leagues.find((league) => league.slug === rememberedSlug) ?? leagues[0] ?? null;
}

/**
 * SPEC.md section 4: the remembered season when it still exists, else the first active one,
 * else the first (in the server's order: running, then future, then past).
 */
export function pickActiveSeason(
  seasons: readonly Season[],
  rememberedSlug: string | null,
): Season | null {
  return (
    seasons.find((season) => season.slug === rememberedSlug) ??
    seasons.find((season) => season.is_active) ??
    seasons[0] ??
    null
  );
}

/** The remembered league slug of `clubSlug` for `userId`, and a setter (null forgets). */
export function useRememberedLeague(
  userId: number | null,
  clubSlug: string | null,
): [string | null, (leagueSlug: string | null) => void] {
  const key = userId !== null && clubSlug ? activeLeagueStorageKey(userId, clubSlug) : null;
  const remembered = useLocalStorageValue(leagueStore, key);
  const remember = useCallback(
    (leagueSlug: string | null) => {
      if (key === null || leagueStore.read(key) === leagueSlug) return;
      if (leagueSlug === null) leagueStore.remove(key);
      else leagueStore.write(key, leagueSlug);
    },
    [key],
  );
  return [remembered, remember];
}

/**
 * The remembered season slug of a league (null: none), read without the league's seasons: the
 * dashboard sends it with its one read and the server checks it (it may be gone).
 */
export function useRememberedSeason(
  userId: number | null,
  clubSlug: string | null,
  leagueSlug: string | null,
): string | null {
  const key =
    userId !== null && clubSlug && leagueSlug
      ? seasonChoiceStorageKey(userId, clubSlug, leagueSlug)
      : null;
  return useLocalStorageValue(seasonStore, key);
}

export interface ActiveSeasonChoice {
  /** The season to show; null until the list has loaded, or when the league has none. */
  season: Season | null;
  /** Remembers `seasonSlug` as this league's season (the picker). */
  choose: (seasonSlug: string) => void;
  /** Forgets the choice if it is `seasonSlug` (before the user deletes that season). */
  forget: (seasonSlug: string) => void;
  /** True once a remembered season was found gone, until dismissed. */
  missingNotice: boolean;
  dismissMissingNotice: () => void;
}

/**
 * The active season of a league from its loaded `seasons` (undefined while loading). A
 * remembered season that is gone is forgotten, and the notice 'Season not found. It may have
 * been deleted.' is raised once; it stays until dismissed, and cannot come back for that choice.
 */
export function useActiveSeasonChoice(
  userId: number | null,
  clubSlug: string | null,
  leagueSlug: string | null,
  seasons: readonly Season[] | undefined,
): ActiveSeasonChoice {
  const key =
    userId !== null && clubSlug && leagueSlug
      ? seasonChoiceStorageKey(userId, clubSlug, leagueSlug)
      : null;
  const remembered = useLocalStorageValue(seasonStore, key);
  const missingNotice = useSyncExternalStore(
    seasonStore.subscribe,
    () => key !== null && missingNotices.has(key),
    () => false,
  );
  const gone =
    seasons !== undefined &&
    remembered !== null &&
    !seasons.some((season) => season.slug === remembered);

  useEffect(() => {
    if (!gone || key === null) return;
    missingNotices.add(key);
    seasonStore.remove(key);
  }, [gone, key]);

  const choose = useCallback(
    (seasonSlug: string) => {
      if (key !== null) seasonStore.write(key, seasonSlug);
    },
    [key],
  );
  const forget = useCallback(
    (seasonSlug: string) => {
      if (key !== null && seasonStore.read(key) === seasonSlug) seasonStore.remove(key);
    },
    [key],
  );
  const dismissMissingNotice = useCallback(() => {
    if (key !== null && missingNotices.delete(key)) seasonStore.notify();
  }, [key]);

  return {
    season: seasons ? pickActiveSeason(seasons, gone ? null : remembered) : null,
    choose,
    forget,
    missingNotice,
    dismissMissingNotice,
  };
}

/**
 * Clears the active league on every club switch. Mounted once by the app shell, so the
 * switch is heard on every page, not only while a league page is open.
 */
export function useForgetActiveLeagueOnClubSwitch(): void {
  useEffect(() => onClubSwitch(forgetActiveLeagues), []);
}
