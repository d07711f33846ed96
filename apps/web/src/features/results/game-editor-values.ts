import {
  createGameRequestSchema,
  GAME_MESSAGES,
  RESULTS_MESSAGES,
  resultInputSchema,
  type Entry,
  type GameResultsResponse,
  type ResultInput,
} from '@felt/contract';
import { z } from 'zod';
import { instantOfWallClock } from '../games';
import { parseDollarInput } from '../settings';

/*
 * The game editor's form (`season/{seasonSlug}/games/{gameSlug?}`, issue 14): the game's title,
 * date and time when it is entered new, and one row per player. Each field is checked with the
 * contract's rule and words, and the list with the contract's (places 1..n without gaps or ties,
 * one result per player, knockouts at most n - 1), said next to the row it is about.
 */

const R = RESULTS_MESSAGES;

/** The player choice of a row that is a guest (a name, no member). */
export const GUEST = '__guest__';

export interface ResultRowValues {
  /** A member's slug, `GUEST`, or '' when nobody is chosen yet. */
  player: string;
  guest_name: string;
  place: string;
  rebuys: string;
  addons: string;
  knockouts: string;
  /** Dollars as typed; '' = the place's payout from the game's prize pool. */
  prize: string;
}

export interface GameEditorValues {
  /** Only sent for a new game (one run elsewhere). */
  game: { title: string; date: string; time: string };
  rows: ResultRowValues[];
}

export interface GameEditorRequest {
  game: { title: string; starts_at: string } | null;
  results: ResultInput[];
}

export const EDITOR_MESSAGES = {
  choosePlayer: 'Choose a member, or A guest and their name.',
  guestName: 'Enter the guest’s name.',
  prize: 'Enter the prize in dollars, like 120 or 45.50, or leave it blank.',
  pastDate: 'Pick the day the game was played: this is for games that already happened.',
} as const;

const E = EDITOR_MESSAGES;

export const emptyRow = (place = ''): ResultRowValues => ({
  player: '',
  guest_name: '',
  place,
  rebuys: '0',
  addons: '0',
  knockouts: '0',
  prize: '',
});

const count = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));
const REAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const REAL_TIME = /^\d{2}:\d{2}$/;
const fields = resultInputSchema.shape;

const rowSchema = z
  .object({
    player: z.string(),
    guest_name: z.string(),
    place: z.string(),
    rebuys: z.string(),
    addons: z.string(),
    knockouts: z.string(),
    prize: z.string(),
  })
  .superRefine((row, context) => {
    if (row.player === '') {
      context.addIssue({ code: 'custom', message: E.choosePlayer, path: ['player'] });
    } else if (row.player === GUEST) {
      const name = fields.guest_name.unwrap().safeParse(row.guest_name);
      if (row.guest_name.trim() === '') {
        context.addIssue({ code: 'custom', message: E.guestName, path: ['guest_name'] });
      } else if (!name.success) {
        const message = name.error.issues[0]?.message ?? E.guestName;
        context.addIssue({ code: 'custom', message, path: ['guest_name'] });
      }
    }
    const checks = [
      ['place', fields.place],
      ['rebuys', fields.rebuys.unwrap()],
      ['addons', fields.addons.unwrap()],
      ['knockouts', fields.knockouts.unwrap()],
    ] as const;
    for (const [key, schema] of checks) {
      const text = row[key].trim();
      const parsed = schema.safeParse(text === '' && key !== 'place' ? 0 : Number(text || 'x'));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? R.count;
        context.addIssue({ code: 'custom', message, path: [key] });
      }
    }
    if (row.prize.trim() !== '' && parseDollarInput(row.prize) === null) {
      context.addIssue({ code: 'custom', message: E.prize, path: ['prize'] });
    }
  });

/** A row as the API takes it (valid rows only). */
export function resultOfRow(row: ResultRowValues): ResultInput {
  const prize = row.prize.trim() === '' ? null : parseDollarInput(row.prize);
  return {
    ...(row.player === GUEST ? { guest_name: row.guest_name.trim() } : { member_slug: row.player }),
    place: count(row.place),
    rebuys: count(row.rebuys),
    addons: count(row.addons),
    knockouts: count(row.knockouts),
    ...(prize === null ? {} : { prize_cents: prize }),
  };
}

/**
 * The list's problems at the rows they are about: a place given twice marks each of its rows,
 * a player listed twice marks the later row; a missing place and too many knockouts are the
 * list's. The contract's words (`RESULTS_MESSAGES`), as the server would answer.
 */
function listIssues(rows: readonly ResultRowValues[], nameOf: (slug: string) => string) {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const byPlace = new Map<number, number[]>();
  rows.forEach((row, index) => {
    const place = Number(row.place.trim());
    if (row.place.trim() !== '' && Number.isInteger(place)) {
      byPlace.set(place, [...(byPlace.get(place) ?? []), index]);
    }
  });
  let ties = false;
  for (const [place, indexes] of byPlace) {
    if (indexes.length < 2) continue;
    ties = true;
    for (const index of indexes) {
      issues.push({ path: ['rows', index, 'place'], message: R.tie(place, indexes.length) });
    }
  }
  if (!ties) {
    for (let place = 1; place <= rows.length; place += 1) {
      if (!byPlace.has(place)) {
        issues.push({ path: ['rows'], message: R.gap(place, rows.length) });
        break;
      }
    }
  }
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key =
      row.player === GUEST
        ? `guest:${row.guest_name.trim().toLowerCase()}`
        : `member:${row.player}`;
    if (row.player === '' || key === 'guest:') return;
    if (seen.has(key)) {
      const message =
        row.player === GUEST
          ? R.duplicateGuest(row.guest_name.trim())
          : R.duplicateMember(nameOf(row.player));
      issues.push({ path: ['rows', index, 'player'], message });
    }
    seen.add(key);
  });
  const knockouts = rows.map((row) => Number(row.knockouts.trim() || '0'));
  const total = knockouts.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  if (rows.length > 0 && (total > rows.length - 1 || knockouts.some((k) => k > rows.length - 1))) {
    issues.push({ path: ['rows'], message: R.knockouts(rows.length) });
  }
  return issues;
}

const gameSchema = (timeZone: string | undefined, now: () => Date) =>
  z
    .object({
      title: createGameRequestSchema.shape.title,
      date: z
        .string()
        .min(1, GAME_MESSAGES.required)
        .refine((value) => REAL_DATE.test(value) && instantOfWallClock(value, '12:00') !== null, {
          message: GAME_MESSAGES.invalidStart,
        }),
      time: z.string().min(1, GAME_MESSAGES.required).regex(REAL_TIME, GAME_MESSAGES.invalidStart),
    })
    .superRefine((game, context) => {
      if (!REAL_DATE.test(game.date) || !REAL_TIME.test(game.time)) return;
      const start = instantOfWallClock(game.date, game.time, timeZone);
      if (start !== null && Date.parse(start) > now().getTime()) {
        context.addIssue({ code: 'custom', message: E.pastDate, path: ['date'] });
      }
    });

/**
 * The editor's schema: with `newGame`, the game's title and a start on the club's clock that is
 * already past; the rows each and as a list. `nameOf` names a member for the messages.
 */
export function gameEditorSchema({
  newGame,
  timeZone,
  nameOf,
  now = () => new Date(),
}: {
  newGame: boolean;
  timeZone: string | undefined;
  nameOf: (slug: string) => string;
  now?: () => Date;
}) {
  return z
    .object({
      game: newGame
        ? gameSchema(timeZone, now)
        : z.object({ title: z.string(), date: z.string(), time: z.string() }),
      rows: z.array(rowSchema).min(1, R.resultsEmpty).max(500, R.resultsTooMany),
    })
    .superRefine((values, context) => {
      for (const issue of listIssues(values.rows, nameOf)) {
        context.addIssue({ code: 'custom', ...issue });
      }
    })
    .transform((values): GameEditorRequest => ({
      game: newGame
        ? {
            title: values.game.title.trim(),
            starts_at: instantOfWallClock(values.game.date, values.game.time, timeZone) ?? '',
          }
        : null,
      results: values.rows.map(resultOfRow),
    }));
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * A recorded game's results as rows. A re-entered player is one row (their best finish, the
 * rebuys, add-ons, knockouts and prizes of all their entries), so the places are numbered
 * 1..n again in finishing order; `folded` says whether that happened.
 */
export function rowsOfResults(results: GameResultsResponse): {
  rows: ResultRowValues[];
  folded: boolean;
} {
  const players = new Map<string, ResultRowValues & { order: number }>();
  let folded = false;
  for (const row of [...results.results].sort((a, b) => a.place - b.place)) {
    const key = row.member ? `member:${row.member.slug}` : `guest:${row.name.toLowerCase()}`;
    const known = players.get(key);
    if (known) {
      folded = true;
      known.rebuys = String(Number(known.rebuys) + row.rebuys);
      known.addons = String(Number(known.addons) + row.addons);
      known.knockouts = String(Number(known.knockouts) + row.knockouts);
      known.prize = dollars(Math.round(Number(known.prize) * 100) + row.prize_cents);
      continue;
    }
    players.set(key, {
      order: row.place,
      player: row.member ? row.member.slug : GUEST,
      guest_name: row.member ? '' : row.name,
      place: String(row.place),
      rebuys: String(row.rebuys),
      addons: String(row.addons),
      knockouts: String(row.knockouts),
      prize: dollars(row.prize_cents),
    });
  }
  const rows = [...players.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...row }, index) => ({
      ...row,
      place: folded ? String(index + 1) : row.place,
    }));
  return { rows, folded };
}

/** A game not recorded yet: its registered players, places to fill in. */
export function rowsOfEntries(registered: readonly Entry[]): ResultRowValues[] {
  return registered.map((entry) => ({
    ...emptyRow(),
    player: entry.member_slug ?? GUEST,
    guest_name: entry.member_slug ? '' : entry.name,
  }));
}

/**
 * Where the editor goes back to: `caller` when it is a path of the signed-in app (`/app/...`,
 * never another site, a protocol-relative `//host` or a backslash trick), else `fallback`.
 */
export function safeCaller(caller: string | null, fallback: string): string {
  if (!caller || !caller.startsWith('/app/') || caller.includes('\\')) return fallback;
  try {
    const base = 'https://felt.invalid';
    const url = new URL(caller, base);
    if (url.origin !== base || !url.pathname.startsWith('/app/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
