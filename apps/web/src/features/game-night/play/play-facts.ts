import {
  computePayouts,
  lateRegistrationUntil,
  ordinal,
  type GameEntryView,
  type GameSettings,
} from '@felt/domain';
import type { PlayPayoutRules, PlayView } from './play-types';

/*
 * What the play screen works out from the state: the paid places, the average stack in big
 * blinds, which actions a director may take for a player (the domain has the last word: a
 * command it refuses comes back with its reason), and the viewer's own entry.
 */

/** The amount of each paid place, first place first; null before anyone bought in. */
export function paidPlaces(view: PlayView, rules: PlayPayoutRules | null): number[] | null {
  if (!rules || view.players_total < 1 || view.prize_pool_cents <= 0) return null;
  try {
    return computePayouts({
      prizePoolCents: view.prize_pool_cents,
      entrants: view.players_total,
      structure: rules.structure,
      roundingUnitCents: rules.roundingUnitCents,
    });
  } catch {
    // A structure with no range for this many entrants: the settings page says why.
    return null;
  }
}

/** "1st $390" for each paid place. */
export function paidPlacesText(amounts: readonly number[], money: (cents: number) => string) {
  return amounts.map((amount, index) => `${ordinal(index + 1)} ${money(amount)}`);
}

/** The big blind in play: the level's, or on a break the next level's. */
export function bigBlindInPlay(view: PlayView): number | null {
  const { level, next_level } = view.clock;
  if (level && !level.is_break && level.big_blind > 0) return level.big_blind;
  if (next_level && !next_level.is_break && next_level.big_blind > 0) return next_level.big_blind;
  return null;
}

/** The average stack in big blinds, one decimal under 10 ("8.5 BB"), else whole ("42 BB"). */
export function averageInBigBlinds(view: PlayView): string | null {
  const bigBlind = bigBlindInPlay(view);
  if (bigBlind === null || view.players_left === 0) return null;
  const ratio = view.average_stack / bigBlind;
  return `${ratio < 10 ? ratio.toFixed(1) : Math.round(ratio).toLocaleString('en-US')} BB`;
}

export interface EntryActions {
  checkIn: boolean;
  bust: boolean;
  rebuy: boolean;
  addon: boolean;
  reenter: boolean;
}

const NONE: EntryActions = {
  checkIn: false,
  bust: false,
  rebuy: false,
  addon: false,
  reenter: false,
};

/** The director's actions that make sense for `entry` now (decision 0022's windows). */
export function entryActions(
  view: PlayView,
  settings: GameSettings | null,
  entry: GameEntryView,
): EntryActions {
  if (view.status !== 'running' || !settings) return NONE;
  const lateOpen = view.level_in_force <= lateRegistrationUntil(settings);
  const playing = entry.status === 'seated' || entry.status === 'checked_in';
  const addonOffered = settings.addon_chips > 0 || settings.addon_price_cents > 0;
  return {
    checkIn: entry.status === 'registered' && lateOpen,
    bust: playing && view.players_left > 1,
    rebuy: playing && view.rebuys_open && entry.rebuys < settings.max_rebuys,
    addon: playing && addonOffered && entry.addons === 0 && lateOpen,
    reenter:
      entry.status === 'busted' &&
      lateOpen &&
      !view.entries.some((other) => other.reentry_of === entry.id),
  };
}

/**
 * The viewer's entry: the one still playing, else the latest (a re-entry after a bust), or
 * null when the viewer has none in this game.
 */
export function viewerEntry(view: PlayView, memberSlug: string | null): GameEntryView | null {
  if (memberSlug === null) return null;
  const mine = view.entries.filter((entry) => entry.member_slug === memberSlug);
  return (
    mine.find((entry) => entry.status === 'seated' || entry.status === 'checked_in') ??
    mine[mine.length - 1] ??
    null
  );
}

/** "Table 2, Seat 5". */
export const seatText = (table: number, seat: number) => `Table ${table}, Seat ${seat}`;
