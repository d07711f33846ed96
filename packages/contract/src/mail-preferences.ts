import { z } from 'zod';

/**
 * Which game mails a member gets from their clubs (issue 12, decision 0021):
 * `GET`/`PATCH /api/auth/user/profile/mail-preferences/`. Both on by default. Mails about a
 * seat or a game the member is in (a changed time, a cancelled game, a freed seat) always go.
 */
export const mailPreferencesSchema = z.object({
  /** "Friday Night: are you in?" when a club schedules a game. */
  game_invitations: z.boolean(),
  /** The day before a game the member entered (or waits for). */
  game_reminders: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** Absent means unchanged. */
export const mailPreferencesUpdateSchema = mailPreferencesSchema.partial();
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdateSchema>;

export const MAIL_PREFERENCE_MESSAGES = {
  saved: 'Email preferences saved',
  loadFailed: 'Failed to load your email preferences. Please try again.',
  saveFailed: 'Failed to save your email preferences. Please try again.',
} as const;
