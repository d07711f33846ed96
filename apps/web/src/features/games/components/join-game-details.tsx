import type { JoinPreview } from '@felt/contract';
import { CalendarClock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * "Friday, November 27, 2026 at 7:00 PM EST": the start on the viewer's own clock (the
 * browser's zone; a visitor has no profile), with the zone named so nobody is an hour off.
 */
export function joinStartLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** "3 seats left", "1 seat left", "Full", or "No limit" when the game has none. */
export function seatsLeftLabel(seatsLeft: number | null): string {
  if (seatsLeft === null) return 'No limit';
  if (seatsLeft === 0) return 'Full';
  return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

/** One term and its value; the icon sits in the term, as a dl allows only dt and dd in a group. */
function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-fog uppercase">
        <span aria-hidden="true" className="text-gold-300 [&_svg]:size-5">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-8 break-words text-chalk">{children}</dd>
    </div>
  );
}

/** When, where and how many seats are left. */
export function JoinGameDetails({ preview }: { preview: JoinPreview }) {
  const seats = seatsLeftLabel(preview.seats_left);
  return (
    <dl className="grid gap-4 rounded-2xl border border-white/[0.08] bg-white/[0.03] px-4 py-4 text-[0.9375rem]">
      <Detail icon={<CalendarClock />} term="When">
        <time dateTime={preview.starts_at}>{joinStartLabel(preview.starts_at)}</time>
      </Detail>
      {preview.location ? (
        <Detail icon={<MapPin />} term="Where">
          {preview.location}
        </Detail>
      ) : null}
      <Detail icon={<Users />} term="Seats">
        {preview.seats_left === 0
          ? `Full: all ${preview.max_players ?? 0} seats are taken`
          : preview.max_players === null
            ? seats
            : `${seats} of ${preview.max_players}`}
      </Detail>
    </dl>
  );
}
