import { BLIND_SCHEDULE_UI_MESSAGES, type Club } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { settingsQueryOptions } from '../api/get-settings';
import { ClubCard } from '../components/club-card';
import { timeZoneLabel } from '../../../components/ui/time-zone-label';
import { ClubLeaguesCard } from '../components/scope-links';
import { SettingsLayout } from '../components/settings-layout';
import { usePrefetchSettings } from '../use-prefetch-settings';
import { ScopeSettings } from '../components/scope-settings';

const TITLE = 'Club Settings';

/**
 * `/app/settings`: the selected club's house rules, the top of the cascade (DESIGN.md
 * section 4), with the way down to each league's and season's overrides.
 */
export function ClubSettingsPage() {
  usePageTitle(TITLE);
  const { club } = useSelectedClub();
  usePrefetchSettings({ kind: 'club', slug: club?.slug ?? '' });
  if (!club) {
    return (
      <SettingsLayout title={TITLE} scope="club">
        <Alert>{BLIND_SCHEDULE_UI_MESSAGES.noClubSelected}</Alert>
      </SettingsLayout>
    );
  }
  return <ClubSettings key={club.slug} club={club} />;
}

function ClubSettings({ club }: { club: Club }) {
  const scope = { kind: 'club', slug: club.slug } as const;
  const settings = useQuery(settingsQueryOptions(scope));
  return (
    <SettingsLayout
      title={TITLE}
      scope="club"
      subtitle={
        <>
          <p>
            House rules for every game of{' '}
            <span className="font-semibold text-chalk">{club.name}</span>. Leagues and seasons can
            override any of them.
          </p>
          {club.isOwner ? null : (
            <p className="mt-1">
              Game times are on the club&apos;s clock:{' '}
              <span className="font-semibold text-chalk">{timeZoneLabel(club.timezone)}</span>.
            </p>
          )}
          <a
            href="#league-overrides"
            className="mt-2 inline-block font-medium text-gold-300 underline-offset-4 hover:underline lg:hidden"
          >
            League and season overrides
          </a>
        </>
      }
      aside={<ClubLeaguesCard clubSlug={club.slug} />}
    >
      {club.isOwner ? (
        <div className="mb-6">
          <ClubCard club={club} />
        </div>
      ) : null}
      <ScopeSettings scope={scope} settings={settings} clubSlug={club.slug} role={club.role} />
    </SettingsLayout>
  );
}
