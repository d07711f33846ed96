import { z } from 'zod';
import { MESSAGES, passwordSchema } from './auth';

/** What the user types to confirm deleting the account. */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_MESSAGES = {
  confirmDelete: 'Type DELETE to confirm.',
  ownsClubs: 'Transfer or delete the clubs you own before deleting your account.',
  deleted: 'Your account has been deleted.',
} as const;

/** `DELETE /api/auth/user/`. */
export const deleteAccountRequestSchema = z.object({
  password: passwordSchema,
  confirm: z.string({ error: MESSAGES.required }),
});

const clubRefSchema = z.object({ slug: z.string(), name: z.string() });

/** 200 from `DELETE /api/auth/user/`: clubs the user was the only member of went too. */
export const deleteAccountResponseSchema = z.object({
  detail: z.string(),
  deleted_clubs: z.array(clubRefSchema),
});

/** 400 `owns_clubs`: the clubs with other members that must be transferred or deleted first. */
export const ownsClubsErrorSchema = z.object({
  detail: z.literal(ACCOUNT_MESSAGES.ownsClubs),
  code: z.literal('owns_clubs'),
  clubs: z.array(clubRefSchema.extend({ memberCount: z.number().int() })),
});
