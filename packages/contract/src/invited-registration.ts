import { z } from 'zod';
import { MESSAGES, registrationRequestSchema } from './auth';

const base = registrationRequestSchema.shape;

/**
 * `POST /api/auth/registration/` as the server reads it: the sign-up form, plus an optional
 * `invite_token` from `/accept-invite/{token}`. With a token the new user joins the inviting
 * club and gets no club of their own, so `club_name` is only required without one.
 */
export const registrationWithInviteRequestSchema = z
  .object({
    ...base,
    club_name: base.club_name.optional(),
    invite_token: z.string().min(1).max(200).optional(),
  })
  .superRefine(
    (value, context) => {
      if (!value.invite_token && value.club_name === undefined) {
        context.addIssue({ code: 'custom', path: ['club_name'], message: 'Club name is required' });
      }
    },
    // Reported with the other field errors, not only once they are fixed.
    { when: () => true } as never,
  )
  .refine((value) => value.password1 === value.password2, {
    path: ['password2'],
    message: MESSAGES.passwordMismatch,
  });
export type RegistrationWithInviteRequest = z.infer<typeof registrationWithInviteRequestSchema>;

/** The answer of an invited sign-up: the invitation proved the address, so no mail is sent. */
export const INVITED_REGISTRATION_DETAIL = 'Your account is ready. Sign in to join the club.';
