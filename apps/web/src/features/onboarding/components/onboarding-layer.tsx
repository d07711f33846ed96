import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/session-store';
import { paths } from '../../../lib/paths';
import {
  onboardingQueryKey,
  useMarkWelcomeSeen,
  useSetChecklistCollapsed,
} from '../api/onboarding';
import { CHECKLIST_ID, TOUR_PARAM, TOUR_STEP_PARAM } from '../onboarding-steps';
import { startTour } from '../onboarding-tour';
import { useOnboarding } from '../use-onboarding';
import { CongratulationsModal } from './congratulations-modal';
import { WelcomeModal } from './welcome-modal';

/** Where this browser remembers the activation it congratulated, per account. */
export const congratulatedKey = (userId: number) => `felt.onboarding.congratulated.${userId}`;
/** An activation older than this is not news any more (a new browser, an old account). */
const CONGRATULATE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

function congratulatedBefore(userId: number, activationAt: string): boolean {
  try {
    return window.localStorage.getItem(congratulatedKey(userId)) === activationAt;
  } catch {
    return false;
  }
}

function rememberCongratulated(userId: number, activationAt: string): void {
  try {
    window.localStorage.setItem(congratulatedKey(userId), activationAt);
  } catch {
    // Storage refused: the modal may come once more, nothing worse.
  }
}

/**
 * Reads the onboarding again when it may have changed: after any other write of the app
 * succeeds (a step completes on the server with it) and on every new page.
 */
function useRefreshOnboarding(userId: number | null, enabled: boolean) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    return client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.mutation.options.mutationKey;
      if (key?.[0] === 'onboarding') return;
      void client.invalidateQueries({ queryKey: onboardingQueryKey(userId) });
    });
  }, [client, enabled, userId]);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (enabled) void client.invalidateQueries({ queryKey: onboardingQueryKey(userId) });
  }, [client, enabled, pathname, userId]);
}

/**
 * Starts the tour named by the URL's flags, then takes the flags off the URL. The tour stays
 * until closed, or until the owner goes to another page.
 */
function useTourFlags(enabled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const stopTour = useRef<(() => void) | null>(null);
  const stop = () => {
    stopTour.current?.();
    stopTour.current = null;
  };
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const tour = params.get(TOUR_PARAM);
    const step = params.get(TOUR_STEP_PARAM);
    if ((tour === null && step === null) || !enabled) return;
    params.delete(TOUR_PARAM);
    params.delete(TOUR_STEP_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
    stop();
    const started = startTour(step);
    stopTour.current = () => void started.then((end) => end());
    // Only a URL with the flags starts a tour (taking them off must not stop it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, enabled]);
  useEffect(() => stop, [location.pathname]);
}

/**
 * False until the page under the layer has been painted once. A modal opened in the same
 * commit as the page measures the page's layout before the browser has done it (Headless UI's
 * scroll lock reads the scrollbar's width), so that commit also lays the whole page out: one
 * long task on a phone's CPU (issue 20's Total Blocking Time). Opened after the paint, in a
 * transition, it measures a page already laid out.
 */
function usePagePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the task after it, once painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * What onboarding shows over any page of the app (SPEC.md section 2), to the club's owner only:
 * the Welcome modal until answered, the Congratulations modal once the first game is recorded,
 * and the tour the URL asks for. Mounted once by the app shell.
 */
export function OnboardingLayer() {
  const auth = useAuth();
  const { userId, club, visible, state } = useOnboarding();
  const navigate = useNavigate();
  const welcomeSeen = useMarkWelcomeSeen(userId);
  const collapse = useSetChecklistCollapsed(userId);
  const [congratulated, setCongratulated] = useState<string | null>(null);
  // The time the app opened: an activation is news within a week of it.
  const [openedAt] = useState(() => Date.now());
  const painted = usePagePainted();
  useRefreshOnboarding(userId, visible);
  useTourFlags(visible);

  if (!visible || !state || userId === null || !club) return null;
  const firstName = auth.status === 'authenticated' ? auth.user.first_name : '';

  const activation = state.activation_at;
  const showCongratulations =
    activation !== null &&
    congratulated !== activation &&
    openedAt - Date.parse(activation) < CONGRATULATE_WITHIN_MS &&
    !congratulatedBefore(userId, activation);
  const closeCongratulations = () => {
    if (activation) rememberCongratulated(userId, activation);
    setCongratulated(activation);
  };

  const showWelcome = !showCongratulations && state.welcome_seen_at === null;
  // Both modals wait for the page's first paint (usePagePainted).

  const startSetup = () => {
    welcomeSeen.mutate();
    if (state.checklist_collapsed) collapse.mutate(false);
    void navigate(`${paths.dashboard()}#${CHECKLIST_ID}`);
  };
  const skip = () => {
    welcomeSeen.mutate();
    if (!state.checklist_collapsed) collapse.mutate(true);
  };

  return (
    <>
      <WelcomeModal
        open={painted && showWelcome}
        firstName={firstName}
        clubName={club.name}
        onStartSetup={startSetup}
        onSkip={skip}
        onClose={() => welcomeSeen.mutate()}
      />
      <CongratulationsModal
        open={painted && showCongratulations}
        clubName={club.name}
        onClose={closeCongratulations}
        onSeeDashboard={() => {
          closeCongratulations();
          void navigate(paths.dashboard());
        }}
      />
    </>
  );
}
