import { LEAGUE_MESSAGES, type League, type Season } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { leagueQueryOptions, seasonQueryOptions } from '../../leagues';
import { settingsQueryOptions } from '../api/get-settings';
import { LeagueSeasonsCard, seasonDates } from '../components/scope-links';
import { SettingsLayout, SettingsNotFound, SettingsPending } from '../components/settings-layout';
import { useLeaveOnClubSwitch } from '../use-leave-on-club-switch';
import { usePrefetchSettings } from '../use-prefetch-settings';
import { ScopeSettings } from '../components/scope-settings';

export const SEASON_NOT_FOUND = {
  title: 'Season not found',
  message: LEAGUE_MESSAGES.seasonMissing,
} as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** `/app/settings/season/:seasonSlug`: what one season overrides of its league's rules. */
export function SeasonSettingsPage() {
  usePageTitle('Season Settings');
  useLeaveOnClubSwitch();
  const { seasonSlug = '' } = useParams();
  usePrefetchSettings({ kind: 'season', slug: seasonSlug });
  const season = useQuery(seasonQueryOptions(seasonSlug));
  const league = useQuery({
    ...leagueQueryOptions(season.data?.league_slug ?? ''),
    enabled: season.data !== undefined,
  });

  if (
    (season.isError && isNotFound(season.error)) ||
    (league.isError && isNotFound(league.error))
  ) {
    return <SettingsNotFound {...SEASON_NOT_FOUND} />;
  }
  if (!season.data || !league.data) {
    const failed = season.isError ? season : league.isError ? league : null;
    return (
      <SettingsPending
        crumbs={[
          { label: 'Club Settings', to: paths.settings.club() },
          { label: 'League' },
          { label: 'Season' },
        ]}
        eyebrow="Season settings"
        title="Season"
        scope="season"
        loadingLabel="Loading the season..."
        failure={
          failed
            ? { title: 'Failed to load the season', retry: () => void failed.refetch() }
            : undefined
        }
      />
    );
  }
  return <SeasonSettings key={season.data.slug} season={season.data} league={league.data} />;
}

function SeasonSettings({ season, league }: { season: Season; league: League }) {
  const { clubs } = useSelectedClub();
  const club = clubs.find((candidate) => candidate.slug === league.club_slug);
  const scope = { kind: 'season', slug: season.slug } as const;
  const settings = useQuery(settingsQueryOptions(scope));
  const leagueSettings = useQuery(settingsQueryOptions({ kind: 'league', slug: league.slug }));

  if (settings.isError && isNotFound(settings.error)) {
    return <SettingsNotFound {...SEASON_NOT_FOUND} />;
  }
  return (
    <SettingsLayout
      crumbs={[
        { label: 'Club Settings', to: paths.settings.club() },
        { label: league.name, to: paths.settings.league(league.slug) },
        { label: season.title },
      ]}
      eyebrow="Season settings"
      title={season.title}
      scope="season"
      subtitle={
        <p>
          <span className="tabular-nums">{seasonDates(season)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
          Rules for this season&apos;s games. What it does not set comes from{' '}
          <span className="font-semibold text-chalk">{league.name}</span>, then the club.
        </p>
      }
      aside={
        <LeagueSeasonsCard
          clubSlug={league.club_slug}
          leagueSlug={league.slug}
          currentSeasonSlug={season.slug}
        />
      }
    >
      <ScopeSettings
        scope={scope}
        settings={settings}
        parent={leagueSettings.data}
        clubSlug={league.club_slug}
        role={club?.role}
      />
    </SettingsLayout>
  );
}
