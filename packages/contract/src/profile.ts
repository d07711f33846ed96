import { z } from 'zod';
import { MESSAGES, timezoneSchema } from './auth';

/** Every profile message of SPEC.md sections 4, 5 and 8, exactly as written there. */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  clubNameRequired: 'Club name is required',
  emailRequired: 'Email is required',
  venmoTooShort: 'Venmo handle must be at least 5 characters',
  venmoTooLong: 'Venmo handle must be 30 characters or less',
  venmoInvalid: 'Venmo handle can only contain letters, numbers, hyphens, underscores, and periods',
  venmoHint: 'Enter your Venmo username without the @ symbol',
  paypalTooShort: 'PayPal handle must be at least 5 characters',
  paypalTooLong: 'PayPal handle must be 30 characters or less',
  paypalInvalid: 'PayPal handle can only contain letters, numbers, and hyphens',
  paypalHint: 'Enter your PayPal.me username without the paypal.me/ prefix',
  fixErrors: 'Please fix the validation errors above',
  updated: 'Profile updated successfully',
  emailChangeRequested:
    'A confirmation email has been sent to your new email address. Please check your inbox to confirm the change.',
  demoReadOnly: 'Demo Mode: The profile is read-only.',
  avatarNotImage: 'File must be an image',
  /** The server's 413 body, and the message the web shows for any 413. */
  avatarUploadTooLarge: 'File size too large. Please upload an image smaller than 5MB.',
  avatarUpdated: 'Profile picture updated successfully',
} as const;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Uploaded avatars are stored as a square PNG of this many pixels. */
export const AVATAR_SIZE_PX = 512;

/** SPEC.md section 5: 'Image must be less than 5MB. Your file is X.XMB'. */
export function avatarTooLargeMessage(bytes: number): string {
  return `Image must be less than 5MB. Your file is ${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

export const HANDLE_MIN_LENGTH = 5;
export const HANDLE_MAX_LENGTH = 30;

/** What is stored for a typed Venmo handle: trimmed, without the leading '@'. */
export function normalizeVenmoHandle(value: string): string {
  return value.trim().replace(/^@+/, '');
}

/** What is stored for a typed PayPal.me handle: trimmed, without a paypal.me/ prefix. */
export function normalizePaypalHandle(value: string): string {
  return value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?paypal\.me\//i, '')
    .trim();
}

/** The first SPEC.md section 5 error of a normalized Venmo handle, or null. */
export function venmoHandleError(handle: string): string | null {
  if (handle.length < HANDLE_MIN_LENGTH) return PROFILE_MESSAGES.venmoTooShort;
  if (handle.length > HANDLE_MAX_LENGTH) return PROFILE_MESSAGES.venmoTooLong;
  if (!/^[A-Za-z0-9._-]+$/.test(handle)) return PROFILE_MESSAGES.venmoInvalid;
  return null;
}

/** The first SPEC.md section 5 error of a normalized PayPal.me handle, or null. */
export function paypalHandleError(handle: string): string | null {
  if (handle.length < HANDLE_MIN_LENGTH) return PROFILE_MESSAGES.paypalTooShort;
  if (handle.length > HANDLE_MAX_LENGTH) return PROFILE_MESSAGES.paypalTooLong;
  if (!/^[A-Za-z0-9-]+$/.test(handle)) return PROFILE_MESSAGES.paypalInvalid;
  return null;
}

/** A handle as typed -> the stored handle, or null for an empty one. */
function handleSchema(normalize: (value: string) => string, check: (h: string) => string | null) {
  return z
    .string()
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null;
      const handle = normalize(value);
      if (handle === '') return null;
      const error = check(handle);
      if (error) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return handle;
    });
}

export const venmoHandleSchema = handleSchema(normalizeVenmoHandle, venmoHandleError);
export const paypalHandleSchema = handleSchema(normalizePaypalHandle, paypalHandleError);

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Ensure this field has no more than ${max} characters.`);

export const profileEmailSchema = z
  .string({ error: PROFILE_MESSAGES.emailRequired })
  .trim()
  .min(1, PROFILE_MESSAGES.emailRequired)
  .max(254, 'Ensure this field has no more than 254 characters.')
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/**
 * `PATCH /api/auth/user/profile/` (JSON, or the text fields of the multipart form): every
 * field optional, absent means unchanged. Handles may be null or '' to clear them. A changed
 * `email` starts the email-change flow instead of changing the address, and needs
 * `current_password`.
 */
export const profileUpdateSchema = z.object({
  first_name: requiredText(PROFILE_MESSAGES.firstNameRequired, 150).optional(),
  last_name: requiredText(PROFILE_MESSAGES.lastNameRequired, 150).optional(),
  club_name: requiredText(PROFILE_MESSAGES.clubNameRequired, 100).nullable().optional(),
  timezone: timezoneSchema.optional(),
  email: profileEmailSchema.optional(),
  venmo_handle: venmoHandleSchema.optional(),
  paypal_handle: paypalHandleSchema.optional(),
  /** Required when `email` changes: a session alone may not move the account. */
  current_password: z.string().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile editor's whole form (SPEC.md section 5's save rules), for the web. */
export const profileFormSchema = z.object({
  first_name: requiredText(PROFILE_MESSAGES.firstNameRequired, 150),
  last_name: requiredText(PROFILE_MESSAGES.lastNameRequired, 150),
  club_name: requiredText(PROFILE_MESSAGES.clubNameRequired, 100).nullable(),
  timezone: timezoneSchema,
  email: profileEmailSchema,
  venmo_handle: venmoHandleSchema,
  paypal_handle: paypalHandleSchema,
  /** Asked for only when the email address changes. */
  current_password: z.string(),
});

/** `GET /api/auth/user/profile/`. `club_name` is the club the user owns (or demos), else null. */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  timezone: z.string(),
  venmo_handle: z.string().nullable(),
  paypal_handle: z.string().nullable(),
  avatar_url: z.string().nullable(),
  club_name: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PATCH /api/auth/user/profile/` and `DELETE /api/auth/user/avatar/`: the profile after the
 * change. `email_change_requested` is true when a confirmation mail went to a new address
 * (`email` is still the current one until it is confirmed).
 */
export const profileUpdateResponseSchema = profileSchema.extend({
  email_change_requested: z.boolean(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;
