import type { ClubRoleName, SettingsResponse } from '@felt/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SettingsScope, SettingsScopeKind } from '../api/settings-paths';
import { settingsReadOnlyReason } from '../settings-access';
import { SettingsLoadError, SettingsLoading } from './settings-layout';
import { SettingsForm } from './settings-form';

/**
 * One scope's settings on its page: a skeleton while they load, the failure with Try again,
 * then the form (read only for whoever may not change them).
 */
export function ScopeSettings({
  scope,
  settings,
  parent,
  clubSlug,
  role,
}: {
  scope: SettingsScope;
  settings: UseQueryResult<SettingsResponse>;
  /** The scope above, once loaded (none for the club). */
  parent?: SettingsResponse;
  clubSlug: string;
  role: ClubRoleName | undefined;
}) {
  const owner = `the ${NOUNS[scope.kind]}'s settings`;
  if (settings.isPending) return <SettingsLoading label={`Loading ${owner}...`} />;
  if (settings.isError) {
    return (
      <SettingsLoadError
        title={`Failed to load ${owner}`}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <SettingsForm
      scope={scope}
      settings={settings.data}
      parent={parent}
      clubSlug={clubSlug}
      readOnlyReason={settingsReadOnlyReason(role)}
    />
  );
}

const NOUNS: Record<SettingsScopeKind, string> = {
  club: 'club',
  league: 'league',
  season: 'season',
  game: 'game',
};
