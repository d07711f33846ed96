import { mailPreferencesSchema, type MailPreferences } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MAIL_PREFERENCES_PATH = '/api/auth/user/profile/mail-preferences/';
export const MAIL_PREFERENCES_QUERY_KEY = ['profile', 'mail-preferences'] as const;

/** `GET /api/auth/user/profile/mail-preferences/`: which game mails the user takes. */
export async function getMailPreferences({
  signal,
}: { signal?: AbortSignal } = {}): Promise<MailPreferences> {
  return mailPreferencesSchema.parse(await api.get(MAIL_PREFERENCES_PATH, { signal }));
}

export function mailPreferencesQueryOptions() {
  return queryOptions({ queryKey: MAIL_PREFERENCES_QUERY_KEY, queryFn: getMailPreferences });
}
