import {
  mailPreferencesSchema,
  type MailPreferences,
  type MailPreferencesUpdate,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MAIL_PREFERENCES_PATH, MAIL_PREFERENCES_QUERY_KEY } from './get-mail-preferences';

/** `PATCH /api/auth/user/profile/mail-preferences/` with the switch that changed. */
export async function updateMailPreferences(
  changes: MailPreferencesUpdate,
): Promise<MailPreferences> {
  return mailPreferencesSchema.parse(await api.patch(MAIL_PREFERENCES_PATH, changes));
}

export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(MAIL_PREFERENCES_QUERY_KEY, saved),
  });
}
