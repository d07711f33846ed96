import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SETTINGS,
  PAYOUT_MESSAGES,
  PAYOUT_PRESETS,
  type AcceptDealRequest,
  type AcceptedDeal,
  type DealMethod,
  type DealResponse,
  type PaidMarkResponse,
  type PayLinks,
  type PayoutPlace,
  type PayoutsResponse,
  type PayoutStructure,
  type PayoutStructureInForce,
  type SetPayoutStructureRequest,
  type Bounty,
} from '@felt/contract';
import {
  chipChop,
  computePayouts,
  gameStateView,
  icmEquity,
  ICM_MAX_PLAYERS,
  payoutPercentages,
  type GameEntryView,
  type GameState,
  type GameStateView,
  type PayoutRangeInput,
} from '@felt/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { FormError, HttpError, isHttpError } from '../../http-error';
import { lockGame } from '../game-night/game-night.repository';
import {
  runGameCommand,
  type GameNightAccess,
  type GameNightDependencies,
} from '../game-night/game-night.service';
import { readSettings } from '../settings/settings.service';
import { assertFeatureIncluded } from '../subscriptions/subscriptions.service';
import {
  deletePaidMark,
  findGamePayout,
  findPayHandles,
  insertPaidMark,
  listPaidMarks,
  saveGamePayout,
  userName,
  type PaidMark,
  type PayHandles,
} from './payouts.repository';

/*
 * A game's money (issue 14, decision 0027). Everything is read from the live night the
 * game-night hub holds (the fold of the command log, decision 0024), the settings cascade's
 * payout structure or the game's own percentages, and the domain's computePayouts, icmEquity and
 * chipChop: nothing here re-derives a rule.
 */

export interface PayoutsDependencies extends GameNightDependencies {
  /** BILLING_ENABLED: custom structures and the deal calculator are plan features. */
  billingEnabled: boolean;
}
export type PayoutsAccess = GameNightAccess;

const M = PAYOUT_MESSAGES;

const MESSAGES = {
  notStarted: 'The game has not started yet: the deal is made among the players still in.',
  finishedWithoutDeal: 'The game finished without a deal: its places are decided.',
  oneLeft: 'Only one player is still in: finish the game instead.',
  closed: (status: string) =>
    status === 'cancelled'
      ? 'This game was cancelled: its payouts cannot change.'
      : 'The results of this game are recorded: its payouts cannot change.',
  notIn: (id: string) => `${id} is not a player still in.`,
  twice: (name: string) => `${name} is listed twice.`,
  missing: (names: string[]) =>
    `Give the chip count of every player still in: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} missing.`,
  playForTooMuch: (cents: number) =>
    `The amount left to play for cannot be more than first place's prize (${dollars(cents)}).`,
  tie: (names: string[]) =>
    `${names.join(' and ')} have the same chip count: give the finishing order.`,
  icmRefused: (reason: string) => `ICM cannot be used here: ${reason}`,
  dealInForce:
    'A deal was accepted with the current payouts: undo the finish (or accept the deal again) before changing the structure.',
  tooManyPlaces: (entrants: number) =>
    `Only ${entrants} ${entrants === 1 ? 'player has' : 'players have'} entered: pay at most ${entrants} places.`,
  unknownEntry: (id: string) => `No player with entry id ${id} is in this game's night.`,
  notOwed: (name: string) =>
    `${name} is not owed anything: only paid places and bounties are paid.`,
  playersChanged: 'The players still in changed meanwhile: calculate the deal again.',
  notStartedPaid: 'The game has not started yet: nobody is owed anything.',
} as const;

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th'}`;
}

/** Cents as dollars with cents: 1250 -> "12.50". */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Venmo and PayPal.me links paying `cents` to the member's handles (null without a handle). */
export function payLinks(handles: PayHandles | undefined, cents: number, note: string): PayLinks {
  if (!handles || cents <= 0) return { venmo: null, paypal: null };
  const amount = dollars(cents);
  return {
    venmo: handles.venmo_handle
      ? `https://venmo.com/${encodeURIComponent(handles.venmo_handle)}?txn=pay&amount=${amount}&note=${encodeURIComponent(note)}`
      : null,
    paypal: handles.paypal_handle
      ? `https://paypal.me/${encodeURIComponent(handles.paypal_handle)}/${amount}USD`
      : null,
  };
}

function closedStatus(status: string): void {
  if (status === 'cancelled' || status === 'recorded') {
    throw new HttpError(409, MESSAGES.closed(status), 'payouts_closed');
  }
}

/** The game's current status: the row, which the games feature and the night both write. */
async function gameStatusOf(db: Kysely<Database>, gameId: number): Promise<string> {
  const row = await db
    .selectFrom('game')
    .select('status')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** What the answers are made from: the night, the structure in force, the stored decisions. */
interface Night {
  status: string;
  state: GameState;
  view: GameStateView;
  structure: PayoutStructureInForce;
  /** The structure's amount per paid place, first place first (empty before anyone entered). */
  amounts: number[];
  /** The accepted deal, when the night finished with it among the players still in. */
  deal: AcceptedDeal | null;
  marks: Map<string, PaidMark>;
}

const inGame = (entry: GameEntryView) => entry.status === 'checked_in' || entry.status === 'seated';

/** The structure `computePayouts` reads: the game's own percentages for any entrant count. */
function structureFor(
  percentages: number[] | null,
  cascade: PayoutStructure,
): PayoutStructure | readonly PayoutRangeInput[] {
  return percentages === null ? cascade : [{ min_entrants: 1, max_entrants: null, percentages }];
}

function isAcceptedDeal(value: unknown): value is AcceptedDeal {
  return typeof value === 'object' && value !== null && Array.isArray((value as AcceptedDeal).rows);
}

async function readNight(deps: GameNightDependencies, access: PayoutsAccess): Promise<Night> {
  const { game } = access;
  const [snapshot, stored, effective, marks, status] = await Promise.all([
    deps.hub.current(game.id, deps.db),
    findGamePayout(deps.db, game.id),
    readSettings(deps.db, {
      scope: 'game',
      game: {
        id: game.id,
        club_id: game.club_id,
        season_id: game.season_id,
        league_id: game.league_id,
      },
    }),
    listPaidMarks(deps.db, game.id),
    gameStatusOf(deps.db, game.id),
  ]);
  const view = gameStateView(snapshot.state, deps.now().getTime());
  const cascade = (effective.payout_structure?.value ??
    DEFAULT_SETTINGS.payout_structure) as PayoutStructure;
  const unit = effective.rounding_unit_cents?.value ?? DEFAULT_SETTINGS.rounding_unit_cents;
  const percentages = stored?.percentages ?? null;
  const structure = structureFor(percentages, cascade);
  const entrants = view.players_total;
  let amounts: number[] = [];
  let shares: number[] = [];
  if (entrants > 0) {
    try {
      amounts = computePayouts({
        prizePoolCents: view.prize_pool_cents,
        entrants,
        structure,
        roundingUnitCents: unit,
      });
      shares =
        entrants === 1
          ? [100]
          : [...payoutPercentages(structure, entrants)].slice(0, amounts.length);
    } catch (error) {
      throw new HttpError(409, (error as Error).message, 'payouts_unavailable');
    }
  }
  const players = view.entries.filter(inGame).map((entry) => entry.id);
  const deal =
    snapshot.state.status === 'finished' &&
    snapshot.state.deal &&
    isAcceptedDeal(stored?.deal) &&
    sameIds(
      stored.deal.rows.map((row) => row.entry_id),
      players,
    )
      ? stored.deal
      : null;
  return {
    status,
    state: snapshot.state,
    view,
    structure: {
      custom: percentages !== null,
      preset:
        percentages === null && typeof cascade === 'string' && PAYOUT_PRESETS.includes(cascade)
          ? cascade
          : null,
      percentages: shares,
      rounding_unit_cents: unit,
    },
    amounts,
    deal,
    marks: new Map(marks.map((mark) => [mark.entry_id, mark])),
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** What each entry is owed: its place's amount and its bounties. */
function owedBy(night: Night): Map<string, { place: number; bounty: number }> {
  const owed = new Map<string, { place: number; bounty: number }>();
  const add = (id: string, part: 'place' | 'bounty', cents: number) => {
    const current = owed.get(id) ?? { place: 0, bounty: 0 };
    current[part] += cents;
    owed.set(id, current);
  };
  for (const place of placesOf(night)) if (place.entryId) add(place.entryId, 'place', place.amount);
  const bounty = night.state.settings?.bounty_cents ?? 0;
  for (const entry of night.view.entries) {
    if (bounty > 0 && entry.knockouts > 0) add(entry.id, 'bounty', entry.knockouts * bounty);
  }
  return owed;
}

interface PlaceRow {
  place: number;
  percent: number;
  amount: number;
  entryId: string | null;
}

function placesOf(night: Night): PlaceRow[] {
  const byPlace = new Map<number, string>();
  for (const entry of night.view.entries) {
    if (entry.place !== null) byPlace.set(entry.place, entry.id);
  }
  const dealRows = night.deal?.rows ?? [];
  // A deal pays every player in it, even past the structure's paid places (chip chop does).
  const count = Math.max(night.amounts.length, dealRows.length);
  return Array.from({ length: count }, (_, index) => {
    const place = index + 1;
    const amount = night.amounts[index] ?? 0;
    const dealRow = dealRows.find((row) => row.place === place);
    return {
      place,
      percent: night.structure.percentages[index] ?? 0,
      amount: dealRow ? dealRow.amount_cents : amount,
      entryId: dealRow ? dealRow.entry_id : (byPlace.get(place) ?? null),
    };
  });
}

function markOf(night: Night, entryId: string | null) {
  const mark = entryId === null ? undefined : night.marks.get(entryId);
  return {
    paid: mark !== undefined,
    paid_at: mark?.paid_at ?? null,
    paid_by: mark?.paid_by ?? null,
  };
}

async function present(
  deps: PayoutsDependencies,
  access: PayoutsAccess,
  night: Night,
): Promise<PayoutsResponse> {
  const entries = new Map(night.view.entries.map((entry) => [entry.id, entry]));
  const places = placesOf(night);
  const bountyCents = night.state.settings?.bounty_cents ?? 0;
  const hunters = bountyCents > 0 ? night.view.entries.filter((entry) => entry.knockouts > 0) : [];
  const slugs = new Set<string>();
  for (const id of [...places.map((place) => place.entryId), ...hunters.map((entry) => entry.id)]) {
    const slug = id === null ? null : entries.get(id)?.member_slug;
    if (slug) slugs.add(slug);
  }
  const handles = await findPayHandles(deps.db, access.club.id, [...slugs]);
  const title = access.game.title;
  const handlesOf = (entry: GameEntryView | undefined) =>
    entry?.member_slug ? handles.get(entry.member_slug) : undefined;
  const placeRows: PayoutPlace[] = places.map((row) => {
    const entry = row.entryId === null ? undefined : entries.get(row.entryId);
    return {
      place: row.place,
      percent: row.percent,
      amount_cents: row.amount,
      entry_id: row.entryId,
      name: entry?.name ?? null,
      member_slug: entry?.member_slug ?? null,
      pay_links: payLinks(handlesOf(entry), row.amount, `${title}: ${ordinal(row.place)} place`),
      ...markOf(night, row.entryId),
    };
  });
  const bounties: Bounty[] = hunters.map((entry) => {
    const amount = entry.knockouts * bountyCents;
    return {
      entry_id: entry.id,
      name: entry.name,
      member_slug: entry.member_slug,
      knockouts: entry.knockouts,
      amount_cents: amount,
      pay_links: payLinks(
        handlesOf(entry),
        amount,
        `${title}: ${entry.knockouts} ${entry.knockouts === 1 ? 'bounty' : 'bounties'}`,
      ),
      ...markOf(night, entry.id),
    };
  });
  return {
    game_status: night.status as PayoutsResponse['game_status'],
    prize_pool_cents: night.view.prize_pool_cents,
    entrants: night.view.players_total,
    players_left: night.view.players_left,
    structure: night.structure,
    places: placeRows,
    bounty_cents: bountyCents,
    bounties,
    deal: night.deal,
  };
}

/** `GET /api/games/{gameSlug}/payouts/`. */
export async function readPayouts(
  deps: PayoutsDependencies,
  access: PayoutsAccess,
): Promise<PayoutsResponse> {
  return present(deps, access, await readNight(deps, access));
}

/** `PUT /api/games/{gameSlug}/payouts/`: the night's own percentages, or null for the cascade's. */
export async function setPayoutStructure(
  deps: PayoutsDependencies,
  access: PayoutsAccess,
  user: UserRow,
  request: SetPayoutStructureRequest,
): Promise<PayoutsResponse> {
  const { game } = access;
  // Going back to the standard structure (null) is always allowed.
  if (request.percentages) assertFeatureIncluded(deps, access.club, 'custom_payouts');
  await deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, deps.dialect, game.id);
    closedStatus(await gameStatusOf(trx, game.id));
    const night = await readNight({ ...deps, db: trx }, access);
    if (night.deal) throw new HttpError(409, MESSAGES.dealInForce, 'deal_in_force');
    const entrants = night.view.players_total;
    if (request.percentages && entrants > 0 && request.percentages.length > entrants) {
      throw FormError.fields({ percentages: [MESSAGES.tooManyPlaces(entrants)] });
    }
    await saveGamePayout(
      trx,
      game.id,
      { percentages: request.percentages ?? null },
      user.id,
      deps.now().toISOString(),
    );
  });
  return readPayouts(deps, access);
}

interface DealInput {
  method: DealMethod;
  stacks: { entry_id: string; chips: number }[];
  play_for_cents: number;
}

interface Quote {
  night: Night;
  prizes: number[];
  icm: number[] | null;
  icmUnavailable: string | null;
  chop: number[];
  names: Map<string, string>;
}

/** The prizes still in play and both methods' amounts for the stacks given. */
async function quote(
  deps: PayoutsDependencies,
  access: PayoutsAccess,
  request: DealInput,
): Promise<Quote> {
  const night = await readNight(deps, access);
  closedStatus(night.status);
  if (night.state.status === 'scheduled') {
    throw new HttpError(409, MESSAGES.notStarted, 'deal_refused');
  }
  if (night.state.status === 'finished' && !night.state.deal) {
    throw new HttpError(409, MESSAGES.finishedWithoutDeal, 'deal_refused');
  }
  const players = night.view.entries.filter(inGame);
  if (players.length < 2) throw new HttpError(409, MESSAGES.oneLeft, 'deal_refused');
  const names = new Map(players.map((entry) => [entry.id, entry.name]));
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  request.stacks.forEach((stack, index) => {
    const name = names.get(stack.entry_id);
    if (name === undefined) errors[`stacks.${index}.entry_id`] = [MESSAGES.notIn(stack.entry_id)];
    else if (seen.has(stack.entry_id)) errors[`stacks.${index}.entry_id`] = [MESSAGES.twice(name)];
    seen.add(stack.entry_id);
  });
  if (Object.keys(errors).length > 0) throw FormError.fields(errors);
  const missing = players.filter((entry) => !seen.has(entry.id)).map((entry) => entry.name);
  if (missing.length > 0) throw FormError.fields({ stacks: [MESSAGES.missing(missing)] });

  // Places 1..players left are still in play; places past the paid ones pay 0.
  const prizes = players.map((_, index) => night.amounts[index] ?? 0);
  if (request.play_for_cents > (prizes[0] ?? 0)) {
    throw FormError.fields({ play_for_cents: [MESSAGES.playForTooMuch(prizes[0] ?? 0)] });
  }
  const split = [...prizes];
  split[0] = (split[0] ?? 0) - request.play_for_cents;
  const chips = request.stacks.map((stack) => stack.chips);
  let icm: number[] | null = null;
  let icmUnavailable: string | null = null;
  if (chips.length > ICM_MAX_PLAYERS) {
    try {
      icmEquity(chips, split);
    } catch (error) {
      icmUnavailable = (error as Error).message;
    }
  } else {
    icm = icmEquity(chips, split);
  }
  return { night, prizes, icm, icmUnavailable, chop: chipChop(chips, split), names };
}

/** `POST /api/games/{gameSlug}/deal/`: ICM and chip chop side by side. */
export async function calculateDeal(
  deps: PayoutsDependencies,
  access: PayoutsAccess,
  request: DealInput,
): Promise<DealResponse> {
  assertFeatureIncluded(deps, access.club, 'deal_calculator');
  const result = await quote(deps, access, request);
  return {
    method: request.method,
    prizes_cents: result.prizes,
    play_for_cents: request.play_for_cents,
    icm_unavailable: result.icmUnavailable,
    rows: request.stacks.map((stack, index) => ({
      entry_id: stack.entry_id,
      name: result.names.get(stack.entry_id) ?? stack.entry_id,
      chips: stack.chips,
      icm_cents: result.icm?.[index] ?? null,
      chip_chop_cents: result.chop[index] as number,
    })),
  };
}

/** The finishing order: the director's, else by chips (a tie must be ordered). */
function finishingOrder(
  request: DealInput & { order?: string[] | undefined },
  names: Map<string, string>,
): string[] {
  const ids = request.stacks.map((stack) => stack.entry_id);
  if (request.order !== undefined) {
    if (!sameIds(request.order, ids) || new Set(request.order).size !== request.order.length) {
      throw FormError.fields({ order: [M.order] });
    }
    return request.order;
  }
  const sorted = [...request.stacks].sort((a, b) => b.chips - a.chips);
  for (let index = 1; index < sorted.length; index += 1) {
    const [above, below] = [sorted[index - 1]!, sorted[index]!];
    if (above.chips === below.chips) {
      const tied = sorted.filter((stack) => stack.chips === above.chips);
      throw FormError.fields({
        order: [MESSAGES.tie(tied.map((stack) => names.get(stack.entry_id) ?? stack.entry_id))],
      });
    }
  }
  return sorted.map((stack) => stack.entry_id);
}

/**
 * `POST /api/games/{gameSlug}/deal/accept/`: fixes the amounts of the method chosen (computed
 * again here, never taken from the client) and the finishing places. A running game is finished
 * with a deal (the night's `finish {deal: true}`); a game already finished with a deal takes
 * the accepted deal again (a correction, or the order after playing for what was left).
 */
export async function acceptDeal(
  deps: PayoutsDependencies,
  access: PayoutsAccess,
  user: UserRow,
  request: DealInput & Pick<AcceptDealRequest, 'order'>,
): Promise<PayoutsResponse> {
  assertFeatureIncluded(deps, access.club, 'deal_calculator');
  const result = await quote(deps, access, request);
  const amounts = request.method === 'icm' ? result.icm : result.chop;
  if (amounts === null) {
    throw FormError.fields({
      method: [
        MESSAGES.icmRefused(result.icmUnavailable ?? `more than ${ICM_MAX_PLAYERS} players`),
      ],
    });
  }
  const order = finishingOrder(request, result.names);
  const byId = new Map(
    request.stacks.map((stack, index) => [
      stack.entry_id,
      { chips: stack.chips, amount: amounts[index] as number },
    ]),
  );
  const now = deps.now();
  const deal: AcceptedDeal = {
    method: request.method,
    play_for_cents: request.play_for_cents,
    rows: order.map((entryId, index) => {
      const row = byId.get(entryId)!;
      return {
        place: index + 1,
        entry_id: entryId,
        name: result.names.get(entryId) ?? entryId,
        chips: row.chips,
        amount_cents: row.amount + (index === 0 ? request.play_for_cents : 0),
      };
    }),
    accepted_at: now.toISOString(),
    accepted_by: await userName(deps.db, user.id),
  };
  if (result.night.state.status === 'running') {
    try {
      await runGameCommand(deps, access, user, { id: randomUUID(), type: 'finish', deal: true });
    } catch (error) {
      // Another director finished it meanwhile: fine if with a deal, checked below.
      if (!isHttpError(error) || error.statusCode !== 409) throw error;
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, deps.dialect, access.game.id);
    closedStatus(await gameStatusOf(trx, access.game.id));
    const snapshot = await deps.hub.current(access.game.id, trx);
    if (snapshot.state.status !== 'finished' || !snapshot.state.deal) {
      throw new HttpError(409, MESSAGES.finishedWithoutDeal, 'deal_refused');
    }
    const players = gameStateView(snapshot.state, now.getTime())
      .entries.filter(inGame)
      .map((entry) => entry.id);
    if (!sameIds(players, order)) {
      throw new HttpError(409, MESSAGES.playersChanged, 'deal_refused');
    }
    await saveGamePayout(trx, access.game.id, { deal }, user.id, now.toISOString());
  });
  return readPayouts(deps, access);
}

/**
 * `PATCH /api/games/{gameSlug}/entries/{entryId}/ {paid}`: marks what the night owes a player
 * (their place and their bounties) paid, or takes the mark back. Keyed by the live entry id.
 */
export async function markEntryPaid(
  deps: GameNightDependencies,
  access: PayoutsAccess,
  user: UserRow,
  entryId: string,
  paid: boolean,
): Promise<PaidMarkResponse> {
  const { game } = access;
  return deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, deps.dialect, game.id);
    const night = await readNight({ ...deps, db: trx }, access);
    closedStatus(night.status);
    if (night.state.status === 'scheduled') {
      throw new HttpError(409, MESSAGES.notStartedPaid, 'not_owed');
    }
    const entry = night.view.entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw HttpError.notFound(MESSAGES.unknownEntry(entryId));
    if (paid) {
      const owed = owedBy(night).get(entryId);
      if (!owed || owed.place + owed.bounty <= 0) {
        throw new HttpError(409, MESSAGES.notOwed(entry.name), 'not_owed');
      }
      await insertPaidMark(trx, game.id, entryId, user.id, deps.now().toISOString());
    } else {
      await deletePaidMark(trx, game.id, entryId);
    }
    const mark = (await listPaidMarks(trx, game.id)).find((row) => row.entry_id === entryId);
    return {
      entry_id: entryId,
      paid: mark !== undefined,
      paid_at: mark?.paid_at ?? null,
      paid_by: mark?.paid_by ?? null,
    };
  });
}
