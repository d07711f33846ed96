import type { Invite } from '@felt/contract';

export const STATUS_LABELS = { active: 'Active', guest: 'Guest' } as const;

function formatDate(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(date);
  } catch {
    // An unknown profile time zone falls back to the browser's.
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

/** "Mar 4, 2026" in the viewer's time zone (DESIGN.md: format at the edge). */
export function dateLabel(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, { dateStyle: 'medium' }, timeZone);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "Expires in 7 days", "Expires tomorrow", "Expires in 3 hours" or "Expired". */
export function inviteExpiryLabel(invite: Invite, now = Date.now()): string {
  const left = Date.parse(invite.expires_at) - now;
  if (invite.expired || !(left > 0)) return 'Expired';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (left >= DAY_MS) return `Expires ${format.format(Math.round(left / DAY_MS), 'day')}`;
  if (left >= HOUR_MS) return `Expires ${format.format(Math.round(left / HOUR_MS), 'hour')}`;
  return `Expires ${format.format(Math.max(1, Math.round(left / 60_000)), 'minute')}`;
}

export function isInviteExpired(invite: Invite, now = Date.now()): boolean {
  return invite.expired || !(Date.parse(invite.expires_at) > now);
}

/** "1 member", "12 members". */
export function membersCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2000 -> "$20.00"; -500 -> "-$5.00". */
export function moneyLabel(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** A net result with its sign: 2000 -> "+$20.00", -500 -> "-$5.00", 0 -> "$0.00". */
export function netLabel(cents: number): string {
  return cents > 0 ? `+${moneyLabel(cents)}` : moneyLabel(cents);
}

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 11 -> "11th", 22 -> "22nd". */
export function ordinalLabel(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** Points as a table shows them: 12 -> "12", 12.5 -> "12.50". */
export function pointsLabel(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(2);
}
