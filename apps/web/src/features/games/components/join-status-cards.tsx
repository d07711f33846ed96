import type { JoinResponse } from '@felt/contract';
import {
  CalendarX2,
  CircleCheck,
  Clock,
  Hourglass,
  Link2Off,
  LoaderCircle,
  TriangleAlert,
} from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { JoinBadge, JoinCard } from './join-layout';

export const JOIN_PAGE_TEXT = {
  loadingTitle: 'Opening the game',
  wrongLinkTitle: "This link doesn't work",
  wrongLink:
    'The game may have been removed, its join link turned off or replaced by a new one, or only part of the link was copied.',
  askOrganiser: 'Ask the organiser for a new link.',
  cancelledTitle: 'This game was cancelled',
  closedTitle: 'This game is over',
  closed: 'Registration is closed: this game has already started or taken place.',
  loadFailedTitle: 'We could not load this game',
  loadFailed: 'Failed to load the game. Please try again.',
  joinedTitle: "You're in",
  waitlistedTitle: "You're on the waitlist",
} as const;

const T = JOIN_PAGE_TEXT;

function HomeLink() {
  return (
    <ButtonLink to="/" variant="secondary" size="lg" className="w-full">
      Go to the home page
    </ButtonLink>
  );
}

export function JoinLoadingCard({ title = T.loadingTitle }: { title?: string }) {
  return (
    <JoinCard
      title={title}
      icon={
        <JoinBadge tone="info">
          <LoaderCircle className="motion-safe:animate-spin" />
        </JoinBadge>
      }
      description={<p role="status">One moment while we check your link...</p>}
    />
  );
}

/** A wrong code, a link turned off or rotated, an unknown game: the server cannot tell which. */
export function WrongLinkCard() {
  return (
    <JoinCard
      focusTitle
      title={T.wrongLinkTitle}
      icon={
        <JoinBadge tone="danger">
          <Link2Off />
        </JoinBadge>
      }
      description={
        <>
          <p>{T.wrongLink}</p>
          <p className="mt-2">
            <strong>{T.askOrganiser}</strong>
          </p>
        </>
      }
    >
      <HomeLink />
    </JoinCard>
  );
}

export function GameCancelledCard({ title, clubName }: { title?: string; clubName?: string }) {
  return (
    <JoinCard
      focusTitle
      eyebrow={clubName}
      title={T.cancelledTitle}
      icon={
        <JoinBadge tone="danger">
          <CalendarX2 />
        </JoinBadge>
      }
      description={
        <p>
          {title ? (
            <>
              <strong>{title}</strong> will not take place, so there is nothing to join.
            </>
          ) : (
            'It will not take place, so there is nothing to join.'
          )}{' '}
          The organiser will let you know about the next one.
        </p>
      }
    >
      <HomeLink />
    </JoinCard>
  );
}

/** Started, finished or recorded: too late to join. */
export function GameClosedCard({ title, clubName }: { title?: string; clubName?: string }) {
  return (
    <JoinCard
      focusTitle
      eyebrow={clubName}
      title={T.closedTitle}
      icon={
        <JoinBadge tone="warning">
          <Clock />
        </JoinBadge>
      }
      description={
        <p>
          {title ? (
            <>
              <strong>{title}</strong>:{' '}
            </>
          ) : null}
          {T.closed} Ask the organiser about the next game.
        </p>
      }
    >
      <HomeLink />
    </JoinCard>
  );
}

export function JoinLoadFailedCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <JoinCard
      focusTitle
      title={T.loadFailedTitle}
      icon={
        <JoinBadge tone="danger">
          <TriangleAlert />
        </JoinBadge>
      }
      description={<p>{message}</p>}
    >
      <Button size="lg" className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </JoinCard>
  );
}

/** The result of joining, in the server's own words (registered, or where on the waitlist). */
export function JoinedCard({
  result,
  title,
  clubName,
  email,
}: {
  result: JoinResponse;
  title: string;
  clubName: string;
  email: string;
}) {
  const waitlisted = result.status === 'waitlisted';
  return (
    <JoinCard
      focusTitle
      eyebrow={clubName}
      title={waitlisted ? T.waitlistedTitle : T.joinedTitle}
      icon={
        <JoinBadge tone={waitlisted ? 'info' : 'success'}>
          {waitlisted ? <Hourglass /> : <CircleCheck />}
        </JoinBadge>
      }
      description={
        <>
          <p role="status">{result.detail}</p>
          <p className="mt-2">
            <strong>{title}</strong>. The mail went to <strong>{email}</strong>; its link gives your{' '}
            {waitlisted ? 'place' : 'seat'} back if you can't make it.
          </p>
        </>
      }
    />
  );
}
