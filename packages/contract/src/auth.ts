import { z } from 'zod';

/**
 * The six time zones SPEC.md section 5 lists, with their labels, in its order; the first is the
 * default. Pickers list them first; any other IANA zone may be chosen too (issue 19 item 11).
 */
export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;
export const DEFAULT_TIMEZONE = 'America/New_York';
export const TIMEZONE_MESSAGES = {
  unknown: 'Choose a time zone from the list, such as Eastern or Europe/London.',
} as const;

/** Every IANA zone this runtime knows, by its listed name (empty where Intl cannot list). */
export function listedTimeZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * The zone's name as stored, or null when it is not an IANA zone: one of SPEC.md's six or a
 * zone the runtime lists (matched without regard to case), else an `Area/Place` name or `UTC`
 * that Intl accepts, under the name Intl resolves it to (`US/Eastern` is `America/New_York`).
 * Abbreviations such as `EST` are refused: Intl reads them as some other place.
 */
export function canonicalTimeZone(value: string): string | null {
  const typed = value.trim();
  if (typed === '' || typed.length > 64) return null;
  const lower = typed.toLowerCase();
  const listed =
    TIMEZONES.find((zone) => zone.value.toLowerCase() === lower)?.value ??
    listedTimeZones().find((zone) => zone.toLowerCase() === lower);
  if (listed) return listed;
  if (!/^(?:[A-Za-z][A-Za-z0-9_+-]*\/[A-Za-z0-9_+/-]+|UTC)$/i.test(typed)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: typed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Any IANA time zone, stored under its canonical name (a profile's and a club's). */
export const timezoneSchema = z
  .string({ error: TIMEZONE_MESSAGES.unknown })
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: TIMEZONE_MESSAGES.unknown });
      return z.NEVER;
    }
    return zone;
  });

export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs are refused, never silently truncated (argon2 itself has no limit). */
export const PASSWORD_MAX_LENGTH = 256;

export const MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  emailTaken: 'A user is already registered with this e-mail address.',
  passwordMismatch: "The two password fields didn't match.",
  badCredentials: 'Unable to log in with provided credentials.',
  emailNotVerified: 'Email not verified',
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  wrongPassword: 'The password is incorrect.',
  currentPasswordRequired: 'Enter your current password to change your email address.',
  emailUnchanged: 'This is already the email address of your account.',
} as const;

/**
 * The `detail` of every auth acknowledgement and token error, so screens can recognise them.
 * Token errors also carry `token_expired: true` or `token_invalid: true`.
 */
export const AUTH_DETAILS = {
  registered: 'Verification e-mail sent.',
  emailVerified: 'ok',
  verificationResent:
    'If an account with that email exists and is not verified yet, we sent a new verification link.',
  loggedOut: 'Successfully logged out.',
  passwordResetSent: 'Password reset e-mail has been sent.',
  passwordReset: 'Password has been reset with the new password.',
  passwordChanged: 'New password has been saved.',
  emailChangeSent: 'Confirmation e-mail sent to the new address.',
  emailChanged: 'Your email address has been changed.',
  verificationLinkExpired: 'This verification link has expired. Ask for a new one.',
  verificationLinkInvalid: 'This verification link is invalid or has already been used.',
  resetLinkExpired: 'This password reset link has expired. Ask for a new one.',
  resetLinkInvalid: 'This password reset link is invalid or has already been used.',
  emailChangeLinkExpired: 'This email change link has expired. Ask for a new one.',
  emailChangeLinkInvalid: 'This email change link is invalid or has already been used.',
  loginThrottled: (seconds: number) =>
    `Too many failed login attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

const requiredString = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, message);

export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, 'Ensure this field has no more than 254 characters.')
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/** A password as typed: never trimmed. Strength is checked by the server's password policy. */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(
    PASSWORD_MAX_LENGTH,
    `Ensure this password has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  );

const nameSchema = (message: string) =>
  requiredString(message).max(150, 'Ensure this field has no more than 150 characters.');

export const registrationRequestSchema = z
  .object({
    email: emailSchema,
    password1: passwordSchema,
    password2: passwordSchema,
    first_name: nameSchema('First name is required'),
    last_name: nameSchema('Last name is required'),
    club_name: requiredString('Club name is required').max(
      100,
      'Ensure this field has no more than 100 characters.',
    ),
  })
  .refine((v) => v.password1 === v.password2, {
    path: ['password2'],
    message: MESSAGES.passwordMismatch,
  });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  uid: requiredString(),
  token: requiredString(),
});
export const resendEmailRequestSchema = z.object({ email: emailSchema });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  timezone: z.string(),
  venmo_handle: z.string().nullable(),
  paypal_handle: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmRequestSchema = z
  .object({
    uid: requiredString(),
    token: requiredString(),
    new_password1: passwordSchema,
    new_password2: passwordSchema,
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    path: ['new_password2'],
    message: MESSAGES.passwordMismatch,
  });

export const passwordChangeRequestSchema = z
  .object({
    old_password: passwordSchema,
    new_password1: passwordSchema,
    new_password2: passwordSchema,
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    path: ['new_password2'],
    message: MESSAGES.passwordMismatch,
  });

export const emailChangeRequestSchema = z.object({
  new_email: emailSchema,
  password: passwordSchema,
});
export const emailChangeVerifyRequestSchema = z.object({ token: requiredString() });

/** A signed-in device. `id` is a public handle for DELETE, unrelated to the cookie. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListResponseSchema = z.array(sessionSchema);
export const sessionParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** `POST /api/auth/sessions/revoke-others/`: how many other sessions were ended. */
export const revokeOtherSessionsResponseSchema = z.object({
  detail: z.string(),
  revoked: z.number().int(),
});

/** `{"detail": "..."}` acknowledgements of the auth endpoints. */
export const detailResponseSchema = z.object({ detail: z.string() });

/**
 * 200 from `POST /api/auth/registration/verify-email/`: `ok`, and the address just verified, so
 * the login page can be filled in (the link's holder has proved they read that mailbox).
 */
export const verifyEmailResponseSchema = detailResponseSchema.extend({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** 400 from `POST /api/auth/login/` for an account whose email is not verified yet. */
export const emailUnverifiedBodySchema = z.object({
  email_verified: z.literal(false),
  error: z.literal(MESSAGES.emailNotVerified),
});

/** 400 from the verify-email, reset-confirm and email-change-verify endpoints for a bad link. */
export const tokenErrorBodySchema = z.object({
  detail: z.string(),
  code: z.enum(['token_expired', 'token_invalid']),
  token_expired: z.boolean().optional(),
  token_invalid: z.boolean().optional(),
});

/** 429 from throttled endpoints. */
export const throttledBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  retry_after: z.number().int(),
});
