import type { DriveStep } from 'driver.js';
import { paths } from '../../lib/paths';
import { CHECKLIST_ID, stepByKey } from './onboarding-steps';

/*
 * The guided tour (SPEC.md section 2: a tour-flag query starts the onboarding tour, a step
 * query a tour step), with driver.js, loaded the first time a tour starts.
 */

/** How long a tour waits for what it points at to be on screen (a page still loading). */
const WAIT_MS = 4000;

/** The element on screen (laid out, not in a closed drawer) matching `selector`, if any. */
function visible(selector: string): Element | undefined {
  return [...document.querySelectorAll(selector)].find(
    (element) => element instanceof HTMLElement && element.getClientRects().length > 0,
  );
}

/** Resolves with the first of `selectors` on screen, or undefined after `WAIT_MS`. */
function waitForAny(selectors: readonly string[]): Promise<Element | undefined> {
  return new Promise((resolve) => {
    const started = performance.now();
    const look = () => {
      for (const selector of selectors) {
        const found = visible(selector);
        if (found) return resolve(found);
      }
      if (performance.now() - started > WAIT_MS) return resolve(undefined);
      window.setTimeout(look, 100);
    };
    look();
  });
}

const nav = (path: string) => `a[href="${path}"]`;

/** The whole tour, of the parts of the app on screen now (the sidebar hides on a phone). */
async function fullTourSteps(): Promise<DriveStep[]> {
  const parts: { selector: string; title: string; description: string }[] = [
    {
      selector: `#${CHECKLIST_ID}`,
      title: 'Getting Started',
      description:
        'Seven steps from a new club to its first game night. Each one ticks itself off when you do it.',
    },
    {
      selector: nav(paths.games()),
      title: 'Games',
      description: 'Schedule game nights, take RSVPs, run the clock and record the results.',
    },
    {
      selector: nav(paths.league()),
      title: 'Leagues',
      description: 'Seasons, points and the leaderboard of each league.',
    },
    {
      selector: nav(paths.members()),
      title: 'Manage Members',
      description: 'Invite your players and give managers a hand in running the club.',
    },
    {
      selector: nav(paths.blindSchedules()),
      title: 'Blind Structures',
      description: 'The levels and breaks your games are played with.',
    },
    {
      selector: nav(paths.settings.club()),
      title: 'Club Settings',
      description: 'Buy-ins, rebuys, payouts and points: the rules every game starts from.',
    },
    {
      selector: 'button[aria-label="User menu"]',
      title: 'Your profile',
      description: 'Your picture, payout handles and account live here.',
    },
  ];
  await waitForAny([`#${CHECKLIST_ID}`]);
  const steps: DriveStep[] = [];
  for (const part of parts) {
    const element = visible(part.selector);
    if (element) {
      steps.push({ element, popover: { title: part.title, description: part.description } });
    }
  }
  return steps;
}

async function stepTourSteps(stepKey: string): Promise<DriveStep[]> {
  const step = stepByKey(stepKey);
  if (!step) return [];
  const popover = { title: step.label, description: step.tour.description };
  const element = step.tour.target ? await waitForAny([step.tour.target]) : undefined;
  return [element ? { element, popover } : { popover }];
}

/** Starts the whole tour (`stepKey` null) or one step's; returns a way to stop it. */
export async function startTour(stepKey: string | null): Promise<() => void> {
  const [{ driver }, steps] = await Promise.all([
    import('driver.js'),
    stepKey === null ? fullTourSteps() : stepTourSteps(stepKey),
    import('driver.js/dist/driver.css'),
  ]);
  if (steps.length === 0) return () => {};
  const tour = driver({
    steps,
    showProgress: steps.length > 1,
    progressText: '{{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: steps.length > 1 ? 'Done' : 'Got it',
    popoverClass: 'felt-tour',
    smoothScroll: true,
  });
  tour.drive();
  return () => tour.destroy();
}
