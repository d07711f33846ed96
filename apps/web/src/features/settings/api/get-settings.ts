import { settingsResponseSchema, type SettingsResponse } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, settingsPath, type SettingsScope } from './settings-paths';

/** `GET .../settings/`: every field's effective value, where it comes from, and whether set here. */
export async function getSettings(
  scope: SettingsScope,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SettingsResponse> {
  return settingsResponseSchema.parse(await api.get(settingsPath(scope), { signal }));
}

export function settingsQueryOptions(scope: SettingsScope) {
  return queryOptions({
    queryKey: settingsKeys.scope(scope),
    queryFn: ({ signal }) => getSettings(scope, { signal }),
  });
}

/** `GET /api/games/{gameSlug}/settings/`: the rules a game is played by, from the cascade. */
export function gameSettingsQueryOptions(gameSlug: string) {
  return settingsQueryOptions({ kind: 'game', slug: gameSlug });
}
