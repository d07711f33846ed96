import type { League } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { leagueQueryOptions } from '../../leagues';
import { settingsQueryOptions } from '../api/get-settings';
import { LeagueSeasonsCard } from '../components/scope-links';
import {
  type Crumb,
  SettingsLayout,
  SettingsNotFound,
  SettingsPending,
} from '../components/settings-layout';
import { useLeaveOnClubSwitch } from '../use-leave-on-club-switch';
import { usePrefetchSettings } from '../use-prefetch-settings';
import { ScopeSettings } from '../components/scope-settings';

export const LEAGUE_NOT_FOUND = {
  title: 'League not found',
  message: 'League not found. It may have been deleted.',
} as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** `/app/settings/league/:leagueSlug`: what one league overrides of its club's rules. */
export function LeagueSettingsPage() {
  usePageTitle('League Settings');
  useLeaveOnClubSwitch();
  const { leagueSlug = '' } = useParams();
  usePrefetchSettings({ kind: 'league', slug: leagueSlug });
  const league = useQuery(leagueQueryOptions(leagueSlug));

  if (league.isError && isNotFound(league.error)) {
    return <SettingsNotFound {...LEAGUE_NOT_FOUND} />;
  }
  if (!league.data) {
    return (
      <SettingsPending
        crumbs={[{ label: 'Club Settings', to: paths.settings.club() }, { label: 'League' }]}
        eyebrow="League settings"
        title="League"
        scope="league"
        loadingLabel="Loading the league..."
        failure={
          league.isError
            ? { title: 'Failed to load the league', retry: () => void league.refetch() }
            : undefined
        }
      />
    );
  }
  return <LeagueSettings key={league.data.slug} league={league.data} />;
}

function LeagueSettings({ league }: { league: League }) {
  const { clubs } = useSelectedClub();
  const club = clubs.find((candidate) => candidate.slug === league.club_slug);
  const scope = { kind: 'league', slug: league.slug } as const;
  const settings = useQuery(settingsQueryOptions(scope));
  const clubSettings = useQuery(settingsQueryOptions({ kind: 'club', slug: league.club_slug }));
  const crumbs: Crumb[] = [
    { label: 'Club Settings', to: paths.settings.club() },
    { label: league.name },
  ];

  if (settings.isError && isNotFound(settings.error)) {
    return <SettingsNotFound {...LEAGUE_NOT_FOUND} />;
  }
  return (
    <SettingsLayout
      crumbs={crumbs}
      eyebrow="League settings"
      title={league.name}
      scope="league"
      subtitle={
        <p>
          Rules for every season and game of this league. What it does not set comes from{' '}
          {club ? <span className="font-semibold text-chalk">{club.name}</span> : 'the club'}.
        </p>
      }
      aside={<LeagueSeasonsCard clubSlug={league.club_slug} leagueSlug={league.slug} />}
    >
      <ScopeSettings
        scope={scope}
        settings={settings}
        parent={clubSettings.data}
        clubSlug={league.club_slug}
        role={club?.role}
      />
    </SettingsLayout>
  );
}
