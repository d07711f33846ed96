import { z } from 'zod';
import { MESSAGES, emailSchema } from './auth';

/**
 * Club members and invitations (DESIGN.md section 4). A member is a user or a guest player
 * (a name only); members are named by a `slug` unique in their club.
 */

export const MEMBERS_PAGE_SIZE = 25;
/** How long an invitation link works. */
export const INVITE_LIFETIME_DAYS = 7;
export const MEMBER_NAME_MAX_LENGTH = 100;

export const MEMBER_ROLES = ['owner', 'manager', 'member'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;
/** Roles an invitation or a role change may give (ownership moves by transfer only). */
export const INVITE_ROLES = ['member', 'manager'] as const;
export const inviteRoleSchema = z.enum(INVITE_ROLES, {
  error: 'Choose member or manager.',
});

export const MEMBER_MESSAGES = {
  required: MESSAGES.required,
  nameBlank: 'Name is required.',
  nameTooLong: `Ensure this field has no more than ${MEMBER_NAME_MAX_LENGTH} characters.`,
  alreadyMember: 'This person is already a member of the club.',
  youAreAlreadyMember: 'You are already a member of this club.',
  onlyOwnerManagers: 'Only the club owner can invite, promote or remove managers.',
  ownerRole: "The owner's role cannot be changed here. Transfer ownership instead.",
  guestRole: 'A guest player is always a member. Invite them to give them another role.',
  ownerCannotBeRemoved: 'The club owner cannot be removed. Transfer ownership first.',
  transferToGuest: 'Ownership can only go to a member with an account.',
  transferToSelf: 'You already own this club.',
  notAGuest: 'Only a guest player can be claimed.',
  invalidPage: 'Invalid page.',
  inviteNotFound: 'This invitation link is not valid.',
  inviteExpired: 'This invitation has expired. Ask the club for a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteEmailMismatch: 'This invitation was sent to another email address.',
  /** 403 `plan_limit_reached` when a member would be added. */
  planLimit: (limit: number) =>
    `Your plan allows ${limit} member${limit === 1 ? '' : 's'}. Upgrade to add more.`,
} as const;

const M = MEMBER_MESSAGES;

export const memberSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Only owners and managers see addresses; null for them otherwise and for guests. */
  email: z.string().nullable(),
  role: memberRoleSchema,
  status: z.enum(['active', 'guest']),
  avatar_url: z.string().nullable(),
  joined_at: z.string(),
  user_id: z.number().int().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListResponseSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(memberSchema),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

export const memberListQuerySchema = z.object({
  search: z.string().max(100).optional(),
  role: memberRoleSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const memberParamsSchema = z.object({
  slug: z.string().min(1).max(100),
  memberSlug: z.string().min(1).max(100),
});

export const createGuestRequestSchema = z.object({
  name: z
    .string({ error: M.required })
    .trim()
    .min(1, M.nameBlank)
    .max(MEMBER_NAME_MAX_LENGTH, M.nameTooLong),
});
export const updateMemberRequestSchema = z.object({ role: inviteRoleSchema });
export const transferOwnershipRequestSchema = z.object({
  member_slug: z.string({ error: M.required }).min(1, M.required),
});

export const inviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListResponseSchema = z.array(inviteSchema);

export const createInviteRequestSchema = z.object({
  email: emailSchema,
  role: inviteRoleSchema.default('member'),
});
export type CreateInviteRequest = z.infer<typeof createInviteRequestSchema>;

/**
 * The largest id or counter a database INTEGER column holds (PostgreSQL's `integer`): a larger
 * number names no row, and PostgreSQL refuses to compare it (a 500 before decision 0036).
 */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

export const inviteParamsSchema = z.object({
  slug: z.string().min(1).max(100),
  id: z.coerce.number().int().min(1).max(DATABASE_INTEGER_MAX),
});
export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/invites/{token}/` (public): what the accept-invite page shows. */
export const invitePreviewSchema = z.object({
  club_name: z.string(),
  club_slug: z.string(),
  inviter_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  account_exists: z.boolean(),
  expires_at: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
