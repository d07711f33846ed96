import { z } from 'zod';

/*
 * Onboarding of a club owner (SPEC.md sections 3, 4 and 7): the seven Getting Started steps,
 * each completed by the server when its event happens, the Welcome modal's "seen", the
 * checklist's collapsed state and the account's activation (its first game recorded).
 */

/** SPEC.md section 4, in the checklist's order. */
export const ONBOARDING_STEP_KEYS = [
  'personalize_club_profile',
  'set_club_rules',
  'configure_payouts',
  'create_blind_structure',
  'invite_member',
  'schedule_first_game',
  'run_first_game',
] as const;
export const onboardingStepKeySchema = z.enum(ONBOARDING_STEP_KEYS);
export type OnboardingStepKey = z.infer<typeof onboardingStepKeySchema>;

/** SPEC.md section 4's labels. */
export const ONBOARDING_STEP_LABELS: Record<OnboardingStepKey, string> = {
  personalize_club_profile: 'Personalize Club & Profile',
  set_club_rules: 'Configure Club Settings',
  configure_payouts: 'Set Payout Configuration',
  create_blind_structure: 'Edit a Blind Structure',
  invite_member: 'Invite Members',
  schedule_first_game: 'Schedule First Game',
  run_first_game: 'Run your First Game',
};

export const onboardingStepStatusSchema = z.enum(['pending', 'completed']);
export type OnboardingStepStatus = z.infer<typeof onboardingStepStatusSchema>;

/** `GET /api/auth/onboarding/state/`, and the answer of every onboarding POST. */
export const onboardingStateSchema = z.object({
  welcome_seen_at: z.string().nullable(),
  checklist_collapsed: z.boolean(),
  activation_at: z.string().nullable(),
  /** Every one of the seven step keys, pending or completed. */
  progress: z.record(onboardingStepKeySchema, onboardingStepStatusSchema),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** `POST /api/auth/onboarding/checklist/`. */
export const onboardingChecklistRequestSchema = z.object({ collapsed: z.boolean() });
export type OnboardingChecklistRequest = z.infer<typeof onboardingChecklistRequestSchema>;

/** `POST /api/auth/onboarding/progress/`: a step goes from pending to completed only. */
export const onboardingProgressRequestSchema = z.object({
  step_key: onboardingStepKeySchema,
  status: onboardingStepStatusSchema,
});
export type OnboardingProgressRequest = z.infer<typeof onboardingProgressRequestSchema>;

export const ONBOARDING_MESSAGES = {
  ownersOnly: 'Onboarding is for club owners: it is shown to the owner of a club.',
  noUndo: 'A completed step stays completed. Reset the checklist to start over.',
  loadFailed: 'Failed to load your Getting Started checklist.',
  saveFailed: 'Failed to save your Getting Started progress. Please try again.',
} as const;
