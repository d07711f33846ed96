import { Trophy } from 'lucide-react';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';

/** SPEC.md section 2's Congratulations modal, after the owner's first game is recorded. */
export function CongratulationsModal({
  open,
  clubName,
  onClose,
  onSeeDashboard,
}: {
  open: boolean;
  clubName: string;
  onClose: () => void;
  onSeeDashboard: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Congratulations!"
      description={
        <>
          You ran your first game with Felt. The results are in, the standings are up to date, and{' '}
          <span className="font-semibold break-words text-chalk">{clubName}</span> is up and
          running.
        </>
      }
    >
      <div className="grid place-items-center py-2" aria-hidden="true">
        <span className="grid size-16 place-items-center rounded-full bg-gold-400/15">
          <Trophy className="size-8 text-gold-300" />
        </span>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Stay here
        </Button>
        <Button onClick={onSeeDashboard}>Go to Dashboard</Button>
      </div>
    </ModalDialog>
  );
}
