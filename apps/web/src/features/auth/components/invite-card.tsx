import type { InvitePreview } from '@felt/contract';
import type { ReactNode } from 'react';
import { SuitIcon } from '../../../components/brand/suit-icon';
import { AuthCard } from './auth-layout';

const ROLE_WORDS: Record<InvitePreview['role'], string> = {
  member: 'a member',
  manager: 'a manager',
};

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "in 6 days", "tomorrow", "in 3 hours": how soon the link stops working. */
export function expiresIn(iso: string, now = Date.now()): string {
  const remaining = new Date(iso).getTime() - now;
  if (Number.isNaN(remaining)) return '';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (remaining >= size) return format.format(Math.round(remaining / size), unit);
  }
  return format.format(1, 'minute');
}

/**
 * "Tue, Dec 2, 7:04 PM" in `timeZone` (the signed-in user's profile zone; the browser's for a
 * visitor). An unknown zone falls back to the browser's.
 */
export function expiryDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

/** "Ada Lovelace invited you to join Thursday Poker as a member." */
export function InviteSentence({ invite }: { invite: InvitePreview }) {
  const club = <strong>{invite.club_name}</strong>;
  const role = ROLE_WORDS[invite.role];
  return invite.inviter_name ? (
    <p>
      <strong>{invite.inviter_name}</strong> invited you to join {club} as {role}.
    </p>
  ) : (
    <p>
      You have been invited to join {club} as {role}.
    </p>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-xs font-medium tracking-wide text-fog uppercase">{term}</dt>
      <dd className="min-w-0 text-sm text-chalk sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * The invitation as the accept-invite page shows it: the club as the card's heading, who
 * invited and with which role, the address it was sent to and when the link stops working.
 * `children` is what the visitor can do about it.
 */
export function InviteCard({
  invite,
  timeZone,
  children,
  footer,
}: {
  invite: InvitePreview;
  timeZone?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <AuthCard
      focusTitle
      title={`Join ${invite.club_name}`}
      icon={
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-felt-800 text-gold-300 ring-8 ring-felt-900/70"
        >
          <SuitIcon suit="club" className="size-7" />
        </span>
      }
      description={<InviteSentence invite={invite} />}
      footer={footer}
    >
      <dl className="space-y-3 rounded-2xl border border-white/[0.07] bg-white/[0.02] px-4 py-3.5">
        <Detail term="Invitation for">
          <span className="font-medium wrap-anywhere">{invite.email}</span>
        </Detail>
        <Detail term="Link expires">
          <time dateTime={invite.expires_at}>
            {expiresIn(invite.expires_at)}
            <span className="text-mist"> · {expiryDate(invite.expires_at, timeZone)}</span>
          </time>
        </Detail>
      </dl>
      {children ? <div className="mt-6">{children}</div> : null}
    </AuthCard>
  );
}
