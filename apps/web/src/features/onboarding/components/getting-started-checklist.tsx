import { ONBOARDING_MESSAGES, type OnboardingStepKey } from '@felt/contract';
import {
  ChevronDown,
  CircleCheckBig,
  CircleDashed,
  Compass,
  PartyPopper,
  RotateCcw,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useShellPanels } from '../../../lib/shell-panels';
import { useCompleteStep, useResetOnboarding, useSetChecklistCollapsed } from '../api/onboarding';
import {
  CHECKLIST_ID,
  ONBOARDING_STEPS,
  runFirstGameLink,
  TOUR_PARAM,
  type OnboardingStep,
} from '../onboarding-steps';
import { looksForGameToRecord, useGameToRecord } from '../use-game-to-record';
import { useOnboarding } from '../use-onboarding';

/** Where a link step goes: the step's own page, or `link` when the checklist knows better. */
type StepLink = { to: string; label: string };

function StepAction({ step, link }: { step: OnboardingStep; link?: StepLink }) {
  const { openPanel } = useShellPanels();
  // 44 px tall on a phone (a fingertip), the text's own height from sm up.
  const className =
    'inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline sm:min-h-0';
  if (step.action.kind === 'panel') {
    const { panel } = step.action;
    return (
      <button type="button" className={className} onClick={() => openPanel(panel)}>
        {step.action.label}
      </button>
    );
  }
  const { to, label } = link ?? step.action;
  return (
    <Link to={to} className={className}>
      {label}
    </Link>
  );
}

function StepRow({
  step,
  done,
  link,
  onComplete,
}: {
  step: OnboardingStep;
  done: boolean;
  link?: StepLink;
  onComplete: (key: OnboardingStepKey) => void;
}) {
  const Icon = done ? CircleCheckBig : CircleDashed;
  const StepIcon = step.icon;
  return (
    <li className="flex items-start gap-3 rounded-xl border border-white/[0.06] bg-white/[0.02] px-4 py-3">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${done ? 'text-felt-300' : 'text-fog'}`}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-chalk">
          <StepIcon className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
          <span className={done ? 'text-mist line-through decoration-felt-300/60' : ''}>
            {step.label}
          </span>
          <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
        </p>
        <p className="mt-1 text-sm text-mist">{step.description}</p>
        {done ? null : (
          <div className="mt-1 flex flex-wrap items-center gap-x-6 sm:mt-2 sm:gap-x-4 sm:gap-y-1">
            <StepAction step={step} link={link} />
            <button
              type="button"
              onClick={() => onComplete(step.key)}
              aria-label={`Mark "${step.label}" as done`}
              className="inline-flex min-h-11 items-center text-sm font-medium text-fog underline-offset-4 hover:text-chalk hover:underline sm:min-h-0"
            >
              Mark as done
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The Getting Started checklist (SPEC.md sections 2 and 4): the seven steps, each linking to
 * where it is done and completed by the server when it happens; collapsible, its state kept on
 * the server. Shown to the club's owner only; renders nothing for anyone else.
 */
export function GettingStartedChecklist({ className = '' }: { className?: string }) {
  const { userId, club, visible, query, state } = useOnboarding();
  // Run your First Game opens the game that awaits its results, once the club has one.
  const gameToRecord = useGameToRecord(club?.slug, looksForGameToRecord(state));
  const collapse = useSetChecklistCollapsed(userId);
  const complete = useCompleteStep(userId);
  const reset = useResetOnboarding(userId);
  const [confirmReset, setConfirmReset] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Start Setup comes here with #getting-started: scroll to the checklist once it is shown.
  const ready = Boolean(state);
  useEffect(() => {
    if (!ready || location.hash !== `#${CHECKLIST_ID}`) return;
    const section = sectionRef.current;
    if (!section) return;
    section.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    section.focus({ preventScroll: true });
  }, [ready, location.hash, location.key]);

  // The server does not hold onboarding for this account (403: it owns no club after all; 404):
  // nothing to show. A failure to answer (5xx, no network) says so below.
  const refused = isApiError(query.error) && [403, 404].includes(query.error.status);
  if (!visible || refused) return null;

  if (!state) {
    return (
      <section
        aria-label="Getting Started"
        className={`${className} rounded-2xl border border-gold-400/20 bg-ink-900/70 p-5 sm:p-6`}
      >
        {query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-suit-red">{ONBOARDING_MESSAGES.loadFailed}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-3" aria-hidden="true">
            <div className="h-6 w-40 animate-pulse rounded bg-white/[0.06]" />
            <div className="h-4 w-full animate-pulse rounded bg-white/[0.04]" />
          </div>
        )}
      </section>
    );
  }

  const doneCount = ONBOARDING_STEPS.filter(
    (step) => state.progress[step.key] === 'completed',
  ).length;
  const total = ONBOARDING_STEPS.length;
  const allDone = doneCount === total;
  const collapsed = state.checklist_collapsed;

  return (
    <section
      id={CHECKLIST_ID}
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`${className} scroll-mt-20 rounded-2xl border border-gold-400/20 bg-ink-900/70 p-5 focus:outline-none sm:p-6`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-chalk">
            Getting Started
          </h2>
          <p className="mt-1 text-sm text-mist">
            {allDone
              ? 'All set: your club is up and running.'
              : `${doneCount} of ${total} steps done`}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => collapse.mutate(!collapsed)}
        >
          {collapsed ? 'Show steps' : 'Hide steps'}
          <ChevronDown
            className={`size-4 transition-transform ${collapsed ? '' : 'rotate-180'}`}
            aria-hidden="true"
          />
        </Button>
      </div>
      <div
        className="mt-4 h-1.5 overflow-hidden rounded-full bg-white/[0.06]"
        role="progressbar"
        aria-label="Getting Started progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={doneCount}
        aria-valuetext={`${doneCount} of ${total} steps done`}
      >
        <div
          className="h-full rounded-full bg-felt-400 transition-[width]"
          style={{ width: `${(doneCount / total) * 100}%` }}
        />
      </div>
      <div id={bodyId} hidden={collapsed}>
        {allDone ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-chalk">
            <PartyPopper className="size-4 text-gold-300" aria-hidden="true" />
            Every step is done. Hide this list whenever you like.
          </p>
        ) : null}
        <ol className="mt-4 grid gap-3 lg:grid-cols-2">
          {ONBOARDING_STEPS.map((step) => (
            <StepRow
              key={step.key}
              step={step}
              done={state.progress[step.key] === 'completed'}
              link={
                step.key === 'run_first_game' && gameToRecord
                  ? { to: runFirstGameLink(gameToRecord.slug), label: `Open ${gameToRecord.title}` }
                  : undefined
              }
              onComplete={(key) => complete.mutate(key)}
            />
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 text-sm sm:mt-4 sm:gap-x-5 sm:gap-y-2">
          <Link
            to={`${paths.dashboard()}?${TOUR_PARAM}=1`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-gold-300 underline-offset-4 hover:underline sm:min-h-0"
          >
            <Compass className="size-4" aria-hidden="true" />
            Take the tour
          </Link>
          {doneCount > 0 ? (
            <button
              type="button"
              onClick={() => setConfirmReset(true)}
              className="inline-flex min-h-11 items-center font-medium text-fog underline-offset-4 hover:text-chalk hover:underline sm:min-h-0"
            >
              Start over
            </button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirmReset}
        title="Start the checklist over?"
        description="Every step goes back to not done; each is ticked off again when you do it."
        confirmLabel="Start over"
        tone="primary"
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false);
          reset.mutate();
        }}
      />
    </section>
  );
}
