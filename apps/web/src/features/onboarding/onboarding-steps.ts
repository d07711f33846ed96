import { ONBOARDING_STEP_LABELS, type OnboardingStepKey } from '@felt/contract';
import {
  CalendarPlus,
  Coins,
  Layers,
  Palette,
  PlayCircle,
  SlidersHorizontal,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../lib/paths';

/** The query flags that start the tour after navigation (SPEC.md section 2). */
export const TOUR_PARAM = 'tour';
export const TOUR_STEP_PARAM = 'tour_step';

/** The checklist's id on the dashboard (Start Setup scrolls to it). */
export const CHECKLIST_ID = 'getting-started';

export interface OnboardingStep {
  key: OnboardingStepKey;
  label: string;
  /** What to do, in a sentence. */
  description: string;
  icon: LucideIcon;
  /** Where the step is done: a page (with the tour's step flag), or a shell panel. */
  action:
    | { kind: 'link'; to: string; hash?: string; label: string }
    | { kind: 'panel'; panel: 'profile'; label: string };
  /** What the tour's popover says on that page, pointing at `target` when it is there. */
  tour: { description: string; target?: string };
}

const withStep = (path: string, key: OnboardingStepKey, hash = '') =>
  `${path}?${TOUR_STEP_PARAM}=${key}${hash}`;

/** SPEC.md section 4's seven steps, in order. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    key: 'personalize_club_profile',
    label: ONBOARDING_STEP_LABELS.personalize_club_profile,
    description: 'Give your club its name and add your profile picture in Edit Profile.',
    icon: Palette,
    action: { kind: 'panel', panel: 'profile', label: 'Edit Profile' },
    tour: {
      description:
        'Change the club name and add a profile picture, then Update Profile. Both count.',
    },
  },
  {
    key: 'set_club_rules',
    label: ONBOARDING_STEP_LABELS.set_club_rules,
    description: 'Buy-in, rebuys, seats per table and points: the house rules every game uses.',
    icon: SlidersHorizontal,
    action: {
      kind: 'link',
      to: withStep(paths.settings.club(), 'set_club_rules', '#settings-buy-in'),
      label: 'Open Club Settings',
    },
    tour: {
      description: 'Set the buy-in and your other house rules here, then save the settings.',
      target: '#settings-buy-in',
    },
  },
  {
    key: 'configure_payouts',
    label: ONBOARDING_STEP_LABELS.configure_payouts,
    description: 'Decide how the prize pool is split, by the number of players.',
    icon: Coins,
    action: {
      kind: 'link',
      to: withStep(paths.settings.club(), 'configure_payouts', '#settings-payouts'),
      label: 'Set payouts',
    },
    tour: {
      description: 'Pick a payout structure or write your own percentages, then save.',
      target: '#settings-payouts',
    },
  },
  {
    key: 'create_blind_structure',
    label: ONBOARDING_STEP_LABELS.create_blind_structure,
    description: 'Tune the Standard structure or build your own with the wizard.',
    icon: Layers,
    action: {
      kind: 'link',
      to: withStep(paths.blindSchedules(), 'create_blind_structure'),
      label: 'Open Blind Structures',
    },
    tour: {
      description:
        'Open a structure and change a level or a timer, or create a new one: any edit counts.',
      target: 'main h1',
    },
  },
  {
    key: 'invite_member',
    label: ONBOARDING_STEP_LABELS.invite_member,
    description: 'Send your players an invite link by email.',
    icon: UserPlus,
    action: {
      kind: 'link',
      to: withStep(paths.members(), 'invite_member'),
      label: 'Manage Members',
    },
    tour: {
      description: 'Invite a player by email: they get a link to join your club.',
      target: 'main h1',
    },
  },
  {
    key: 'schedule_first_game',
    label: ONBOARDING_STEP_LABELS.schedule_first_game,
    description: 'Put a game night on the calendar; your members RSVP from their phones.',
    icon: CalendarPlus,
    action: {
      kind: 'link',
      to: withStep(paths.newGame(), 'schedule_first_game'),
      label: 'Schedule Game',
    },
    tour: {
      description: 'Give the game a title, a date and a season, then schedule it.',
      target: 'main h1',
    },
  },
  {
    key: 'run_first_game',
    label: ONBOARDING_STEP_LABELS.run_first_game,
    description:
      'Run the night with Game night and record the results on its payouts page, or, once it has started, enter them with Enter results.',
    icon: PlayCircle,
    // The checklist opens the club's game that awaits its results instead, when it has one
    // (useGameToRecord): the games list shows a game whose start has passed under Past.
    action: {
      kind: 'link',
      to: withStep(paths.games(), 'run_first_game'),
      label: 'Open Games',
    },
    tour: {
      description:
        'Run it with Game night and record the results from its payouts page; a game played without the live clock takes its results from Enter results once it has started.',
      target: 'main h1',
    },
  },
];

/** Step 7's link to the game itself, with the tour's step flag. */
export const runFirstGameLink = (gameSlug: string) =>
  withStep(paths.game(gameSlug), 'run_first_game');

export const stepByKey = (key: string): OnboardingStep | undefined =>
  ONBOARDING_STEPS.find((step) => step.key === key);
