import {
  settingsResponseSchema,
  type SettingsResponse,
  type UpdateSettingsRequest,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, settingsPath, type SettingsScope } from './settings-paths';

/** `PATCH .../settings/`: the changed fields only; `null` makes a field inherit again. */
export async function updateSettings(
  scope: SettingsScope,
  body: UpdateSettingsRequest,
): Promise<SettingsResponse> {
  return settingsResponseSchema.parse(await api.patch(settingsPath(scope), body));
}

export function useUpdateSettings(scope: SettingsScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest) => updateSettings(scope, body),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.scope(scope), saved);
      // Scopes below this one inherit what changed; the form need not wait for them.
      void client.invalidateQueries({
        queryKey: settingsKeys.all,
        predicate: (query) => query.queryKey[1] !== scope.kind || query.queryKey[2] !== scope.slug,
      });
    },
  });
}
