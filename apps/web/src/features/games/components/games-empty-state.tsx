import { CalendarClock, CalendarPlus, History } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';

/**
 * No games to list: says what will appear, offers owners and managers to schedule one, and
 * with a season chosen, the way back to every season.
 */
export function GamesEmptyState({
  when,
  season,
  canSchedule,
  allSeasonsHref,
}: {
  when: 'upcoming' | 'past';
  /** Which season's games: "in 2026", "outside a league"; null for every season. */
  season: string | null;
  canSchedule: boolean;
  allSeasonsHref: string | null;
}) {
  const upcoming = when === 'upcoming';
  const where = season ? ` ${season}` : '';
  const actions =
    (upcoming && canSchedule) || allSeasonsHref ? (
      <>
        {upcoming && canSchedule ? (
          <ButtonLink to={paths.newGame()}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Schedule Game
          </ButtonLink>
        ) : null}
        {allSeasonsHref ? (
          <ButtonLink to={allSeasonsHref} variant="secondary">
            Show all seasons
          </ButtonLink>
        ) : null}
      </>
    ) : undefined;
  return (
    <EmptyState
      icon={upcoming ? CalendarClock : History}
      title={upcoming ? `No games scheduled${where}` : `No past games${where}`}
      actions={actions}
    >
      {upcoming
        ? canSchedule
          ? 'Put the next game night on the calendar: members RSVP here and the waitlist runs itself.'
          : 'When the club owner or a manager schedules a game, it appears here for you to RSVP.'
        : 'Games appear here once their start time has passed.'}
    </EmptyState>
  );
}
