import { z } from 'zod';
import { MESSAGES, timezoneSchema } from './auth';

/**
 * The name each stored club role (`ClubRole` of @felt/domain, which decides what a role may do)
 * goes by in the API and on every screen (SPEC.md section 6).
 */
export const ROLE_LABELS = {
  owner: 'Owner',
  manager: 'Club Manager',
  member: 'Member',
  demo: 'Demo',
} as const;

export const CLUB_ROLE_NAMES = [
  ROLE_LABELS.owner,
  ROLE_LABELS.manager,
  ROLE_LABELS.member,
  ROLE_LABELS.demo,
] as const;
export const clubRoleSchema = z.enum(CLUB_ROLE_NAMES);
export type ClubRoleName = z.infer<typeof clubRoleSchema>;

/** The stored role an API role name stands for (the web asks @felt/domain with it). */
export const ROLE_OF_NAME = {
  Owner: 'owner',
  'Club Manager': 'manager',
  Member: 'member',
  Demo: 'demo',
} as const satisfies Record<ClubRoleName, keyof typeof ROLE_LABELS>;

/** A club as `GET /api/user/clubs/` lists it (SPEC.md section 3). */
export const clubSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  role: clubRoleSchema,
  isOwner: z.boolean(),
  /** Every member of the club but Demo visitors. */
  memberCount: z.number().int(),
  has_blind_structures: z.boolean(),
  /** The IANA zone the club's games are entered and shown in (decision 0029). */
  timezone: z.string(),
});
export type Club = z.infer<typeof clubSchema>;
export const userClubsResponseSchema = z.array(clubSchema);

export const CLUB_MESSAGES = {
  nameRequired: 'Club name is required',
  confirmMismatch: "Type the club's name exactly to confirm.",
  deleted: 'The club has been deleted.',
  demoReadOnly: 'Demo accounts are read-only.',
  permissionDenied: 'You do not have permission to perform this action.',
  /** 403 `plan_limit_reached` from `POST /api/clubs/`. */
  planLimit: (limit: number) =>
    `Your plan allows ${limit} club${limit === 1 ? '' : 's'}. Upgrade to create more.`,
} as const;

export const clubNameSchema = z
  .string({ error: CLUB_MESSAGES.nameRequired })
  .trim()
  .min(1, CLUB_MESSAGES.nameRequired)
  .max(100, 'Ensure this field has no more than 100 characters.');

export const clubParamsSchema = z.object({ slug: z.string().min(1).max(100) });
/** `POST /api/clubs/`: another club owned by the signed-in user. */
export const createClubRequestSchema = z.object({ name: clubNameSchema });
/**
 * `PATCH /api/clubs/{slug}/` (owner only): a new name (the slug stays, so links keep working)
 * and/or time zone; absent means unchanged.
 */
export const updateClubRequestSchema = z
  .object({ name: clubNameSchema.optional(), timezone: timezoneSchema.optional() })
  .refine((body) => body.name !== undefined || body.timezone !== undefined, {
    message: 'Send a name or a time zone to change.',
  });
export type UpdateClubRequest = z.infer<typeof updateClubRequestSchema>;
/** The club card's form on Club Settings: both fields, as the owner sees them. */
export const clubDetailsFormSchema = z.object({ name: clubNameSchema, timezone: timezoneSchema });
/** `DELETE /api/clubs/{slug}/` (owner only): `confirm` must be the club's name. */
export const deleteClubRequestSchema = z.object({
  confirm: z.string({ error: MESSAGES.required }),
});
