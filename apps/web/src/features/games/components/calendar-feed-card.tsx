import type { Club } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarSync, LoaderCircle, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { calendarFeedQueryOptions, useResetCalendarFeed } from '../api/calendar-feed';
import { CopyField } from './copy-field';

export const CALENDAR_FEED_MESSAGES = {
  loadFailed: 'Failed to load your calendar link. Please try again.',
  makeFailed: 'Failed to make your calendar link. Please try again.',
} as const;

/**
 * The club's games in the member's own calendar app: a private address to subscribe to, with
 * Copy, an "open in your calendar app" link (webcal://) and a reset for a leaked address.
 * Not for Demo, whose account is shared.
 */
export function CalendarFeedCard({ club }: { club: Club }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!clubCan(club.role, 'club:participate')) return null;
  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <CalendarSync className="mt-0.5 size-5 shrink-0 text-felt-300" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="calendar-feed-title" className="text-base font-semibold text-chalk">
              Games in your calendar
            </h2>
            <p className="mt-1 text-sm leading-6 text-mist">
              Subscribe in Google Calendar, Apple Calendar or Outlook and {club.name}&rsquo;s games
              appear there by themselves, changes and cancellations included.
            </p>
          </div>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
          className="shrink-0"
        >
          {open ? 'Hide calendar link' : 'Show calendar link'}
        </Button>
      </div>
      {/* Asked for only when opened: most visits to the games page do not need it. */}
      <div id={panelId} hidden={!open} className="mt-4">
        {open ? (
          <>
            <p className="mb-3 text-sm leading-6 text-mist">
              The link is yours alone: anyone who has it sees the club&rsquo;s games.
            </p>
            <FeedLink clubSlug={club.slug} />
          </>
        ) : null}
      </div>
    </section>
  );
}

function FeedLink({ clubSlug }: { clubSlug: string }) {
  const feed = useQuery(calendarFeedQueryOptions(clubSlug));
  const reset = useResetCalendarFeed(clubSlug);
  const [confirmReset, setConfirmReset] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);

  const makeLink = () => {
    setConfirmReset(false);
    setFailure(null);
    reset.mutate(undefined, {
      onError: (error) => setFailure(errorText(error, CALENDAR_FEED_MESSAGES.makeFailed)),
    });
  };

  if (feed.isPending) {
    return (
      <p role="status" className="text-sm text-mist">
        Loading your calendar link...
      </p>
    );
  }
  if (feed.isError) {
    return (
      <ErrorAlert
        error={errorText(feed.error, CALENDAR_FEED_MESSAGES.loadFailed)}
        onRetry={() => void feed.refetch()}
      />
    );
  }

  const { url, webcal_url: webcalUrl } = feed.data;
  return (
    <div className="space-y-3">
      <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
      {url === null ? (
        <Button variant="secondary" onClick={makeLink} disabled={reset.isPending}>
          {reset.isPending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <CalendarSync className="size-4" aria-hidden="true" />
          )}
          Get my calendar link
        </Button>
      ) : (
        <>
          <CopyField label="Your calendar link" value={url} />
          <div className="flex flex-wrap gap-2">
            {webcalUrl ? (
              <a
                href={webcalUrl}
                className="inline-flex h-9 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-chalk transition-colors hover:border-white/30 hover:bg-white/[0.05]"
              >
                <CalendarSync className="size-4" aria-hidden="true" />
                Open in my calendar app
              </a>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirmReset(true)}
              disabled={reset.isPending}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Reset link
            </Button>
          </div>
          <ConfirmDialog
            open={confirmReset}
            title="Reset your calendar link?"
            description="Calendars subscribed with the current link stop getting the club's games. You get a new link to subscribe with again."
            confirmLabel="Reset link"
            pending={reset.isPending}
            onCancel={() => setConfirmReset(false)}
            onConfirm={makeLink}
          />
        </>
      )}
    </div>
  );
}
