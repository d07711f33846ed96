import {
  onboardingStateSchema,
  ONBOARDING_MESSAGES,
  type OnboardingState,
  type OnboardingStepKey,
} from '@felt/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userClubsQueryOptions } from '../../../lib/club/user-clubs';
import { toast } from '../../../lib/toast';

/*
 * SPEC.md section 7's onboarding calls. Every write answers the whole state, which replaces
 * the cached one; the checklist's toggles and a step ticked off show at once and go back to
 * what they were when the call fails (SPEC.md section 4).
 */

const BASE = '/api/auth/onboarding';

/** Cached per account, so another account's state never shows after a switch of login. */
export const onboardingQueryKey = (userId: number | null) => ['onboarding', userId] as const;

export async function getOnboardingState({
  signal,
}: { signal?: AbortSignal } = {}): Promise<OnboardingState> {
  return onboardingStateSchema.parse(await api.get(`${BASE}/state/`, { signal }));
}

export function onboardingQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: onboardingQueryKey(userId),
    queryFn: ({ signal }) => getOnboardingState({ signal }),
    // Read again when it may have changed: after the app's writes and on a new page
    // (OnboardingLayer), not by every component that mounts.
  });
}

/**
 * SPEC.md section 4: login "hydrates onboarding". Read for an owner only (only owners have it,
 * section 6); a failure here is not the login's, the checklist reads again when shown.
 */
export async function hydrateOnboarding(client: QueryClient, userId: number): Promise<void> {
  try {
    const clubs = await client.fetchQuery(userClubsQueryOptions());
    if (clubs.some((club) => club.isOwner && club.role === 'Owner')) {
      await client.prefetchQuery(onboardingQueryOptions(userId));
    }
  } catch {
    // The shell reads the clubs again and shows its own error.
  }
}

const post = async (tail: string, body?: unknown) =>
  onboardingStateSchema.parse(await api.post(`${BASE}/${tail}`, body));

export const onboardingCalls = {
  welcomeSeen: () => post('welcome_seen/'),
  checklist: (collapsed: boolean) => post('checklist/', { collapsed }),
  progress: (stepKey: OnboardingStepKey) =>
    post('progress/', { step_key: stepKey, status: 'completed' }),
  activate: () => post('activate/'),
  reset: () => post('reset/'),
};

/**
 * A write applied to the cache at once (`apply`), put back as it was when the call fails; the
 * server's answer replaces it when it succeeds.
 */
function useOptimisticWrite<Input>(
  userId: number | null,
  call: (input: Input) => Promise<OnboardingState>,
  apply: (state: OnboardingState, input: Input) => OnboardingState,
) {
  const client = useQueryClient();
  const key = onboardingQueryKey(userId);
  return useMutation({
    mutationKey: ['onboarding'],
    mutationFn: call,
    onMutate: async (input: Input) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<OnboardingState>(key);
      if (previous) client.setQueryData<OnboardingState>(key, apply(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(ONBOARDING_MESSAGES.saveFailed);
    },
    onSuccess: (state) => client.setQueryData(key, state),
  });
}

export function useSetChecklistCollapsed(userId: number | null) {
  return useOptimisticWrite(userId, onboardingCalls.checklist, (state, collapsed: boolean) => ({
    ...state,
    checklist_collapsed: collapsed,
  }));
}

export function useCompleteStep(userId: number | null) {
  return useOptimisticWrite(userId, onboardingCalls.progress, (state, step: OnboardingStepKey) => ({
    ...state,
    progress: { ...state.progress, [step]: 'completed' },
  }));
}

export function useMarkWelcomeSeen(userId: number | null) {
  return useOptimisticWrite(userId, onboardingCalls.welcomeSeen, (state) => ({
    ...state,
    welcome_seen_at: state.welcome_seen_at ?? new Date().toISOString(),
  }));
}

export function useResetOnboarding(userId: number | null) {
  return useOptimisticWrite(userId, onboardingCalls.reset, (state) => ({
    ...state,
    progress: Object.fromEntries(
      Object.keys(state.progress).map((key) => [key, 'pending']),
    ) as OnboardingState['progress'],
  }));
}
