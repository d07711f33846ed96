import { Rocket } from 'lucide-react';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';
import { ONBOARDING_STEPS } from '../onboarding-steps';

/**
 * SPEC.md section 2's Welcome onboarding modal, shown to a club owner until answered: Start
 * Setup, Skip for Now, or Escape (and the close button), each handled by the caller.
 */
export function WelcomeModal({
  open,
  firstName,
  clubName,
  onStartSetup,
  onSkip,
  onClose,
}: {
  open: boolean;
  firstName: string;
  clubName: string;
  onStartSetup: () => void;
  onSkip: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      width="md"
      title={firstName ? `Welcome to Felt, ${firstName}!` : 'Welcome to Felt!'}
      description={
        <>
          <span className="font-semibold break-words text-chalk">{clubName}</span> is ready for you.
          Seven short steps get it ready for its first game night; the Getting Started checklist on
          your dashboard keeps track as you go.
        </>
      }
    >
      <ol className="grid gap-2 text-sm text-mist sm:grid-cols-2">
        {ONBOARDING_STEPS.map((step, index) => (
          <li key={step.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-white/[0.06] text-xs font-semibold text-chalk"
            >
              {index + 1}
            </span>
            <span className="min-w-0">{step.label}</span>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onSkip}>
          Skip for Now
        </Button>
        <Button onClick={onStartSetup}>
          <Rocket className="size-4" aria-hidden="true" />
          Start Setup
        </Button>
      </div>
    </ModalDialog>
  );
}
