import { LEAGUE_MESSAGES, type League, type Season } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Trophy } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { leaguesQueryOptions, seasonsQueryOptions } from '../../leagues';

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jan 5, 2026 - Mar 30, 2026": calendar dates, so read and shown in UTC to keep the day. */
export function seasonDates(season: Pick<Season, 'begin_date' | 'end_date'>): string {
  const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
  return `${day(season.begin_date)} – ${day(season.end_date)}`;
}

const CARD = 'rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5';
const ROW_LINK =
  'group flex items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-white/[0.05]';

function SeasonLinks({
  clubSlug,
  leagueSlug,
  currentSeasonSlug,
}: {
  clubSlug: string;
  leagueSlug: string;
  currentSeasonSlug?: string;
}) {
  const seasons = useQuery(seasonsQueryOptions(clubSlug, leagueSlug));
  if (seasons.isPending) {
    return (
      <p role="status" className="px-2 py-1.5 text-sm text-fog">
        Loading seasons...
      </p>
    );
  }
  if (seasons.isError) {
    return <p className="px-2 py-1.5 text-sm text-suit-red">{LEAGUE_MESSAGES.seasonsLoadFailed}</p>;
  }
  if (seasons.data.length === 0) {
    return <p className="px-2 py-1.5 text-sm text-fog">{LEAGUE_MESSAGES.noSeasons}</p>;
  }
  return (
    <ul className="space-y-0.5">
      {seasons.data.map((season) => {
        const current = season.slug === currentSeasonSlug;
        return (
          <li key={season.slug}>
            <Link
              to={paths.settings.season(season.slug)}
              aria-current={current ? 'page' : undefined}
              className={`${ROW_LINK} ${current ? 'bg-white/[0.05]' : ''}`}
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium text-chalk">{season.title}</span>
                  {season.is_active ? (
                    <span className="shrink-0 rounded-full bg-felt-800 px-2 py-0.5 text-[0.6875rem] font-semibold text-felt-200">
                      Active
                    </span>
                  ) : null}
                </span>
                <span className="block text-xs text-fog tabular-nums">{seasonDates(season)}</span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-fog transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function LeagueItem({ clubSlug, league }: { clubSlug: string; league: League }) {
  return (
    <li className="rounded-xl border border-white/[0.06] bg-white/[0.02] p-1.5">
      <Link to={paths.settings.league(league.slug)} className={ROW_LINK}>
        <Trophy className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-chalk">
          {league.name}
        </span>
        <span className="sr-only">league settings</span>
        <ChevronRight
          className="size-4 shrink-0 text-fog transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
      {league.season_count > 0 ? (
        <div className="ml-4 border-l border-white/[0.07] pl-2">
          <SeasonLinks clubSlug={clubSlug} leagueSlug={league.slug} />
        </div>
      ) : (
        <p className="ml-4 px-2 pb-1.5 text-xs text-fog">No seasons yet.</p>
      )}
    </li>
  );
}

/** The club page's way down the cascade: every league and its seasons, each to its settings. */
export function ClubLeaguesCard({ clubSlug }: { clubSlug: string }) {
  const leagues = useQuery(leaguesQueryOptions(clubSlug));
  return (
    <section
      id="league-overrides"
      aria-labelledby="league-overrides-heading"
      className={`${CARD} scroll-mt-24`}
    >
      <h2 id="league-overrides-heading" className="text-sm font-semibold text-chalk">
        Leagues & seasons
      </h2>
      <p className="mt-1 text-sm leading-6 text-mist">
        Open one to see what it overrides or to give it its own rules.
      </p>
      <div className="mt-4">
        {leagues.isPending ? (
          <p role="status" className="text-sm text-fog">
            Loading leagues...
          </p>
        ) : leagues.isError ? (
          <p className="text-sm text-suit-red">{LEAGUE_MESSAGES.leaguesLoadFailed}</p>
        ) : leagues.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-white/15 p-4 text-sm text-mist">
            No leagues yet.{' '}
            <Link
              to={paths.league()}
              className="font-medium text-gold-300 underline-offset-4 hover:underline"
            >
              Create a league
            </Link>{' '}
            to give it rules of its own.
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Leagues">
            {leagues.data.map((league) => (
              <LeagueItem key={league.slug} clubSlug={clubSlug} league={league} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The league and season pages' list of the league's seasons, each to its settings. */
export function LeagueSeasonsCard({
  clubSlug,
  leagueSlug,
  currentSeasonSlug,
}: {
  clubSlug: string;
  leagueSlug: string;
  currentSeasonSlug?: string;
}) {
  return (
    <section aria-labelledby="league-seasons-heading" className={CARD}>
      <h2 id="league-seasons-heading" className="text-sm font-semibold text-chalk">
        Seasons of this league
      </h2>
      <p className="mt-1 text-sm leading-6 text-mist">
        A season can override the league for its games.
      </p>
      <div className="mt-3 -mx-2">
        <SeasonLinks
          clubSlug={clubSlug}
          leagueSlug={leagueSlug}
          currentSeasonSlug={currentSeasonSlug}
        />
      </div>
    </section>
  );
}
