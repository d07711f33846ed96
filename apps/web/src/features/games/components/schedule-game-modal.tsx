import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { GameForm } from './game-form';

/**
 * The sidebar's Schedule Game modal (SPEC.md section 2) for owners and managers of the selected
 * club; the sidebar hides it from Demo. Once scheduled, the game's page opens.
 */
export function ScheduleGameModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { club } = useSelectedClub();
  const navigate = useNavigate();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      width="lg"
      title="Schedule Game"
      description={
        club ? `A game night of ${club.name}. Members can RSVP once it is on.` : undefined
      }
    >
      {club && open ? (
        <GameForm
          key={club.slug}
          clubSlug={club.slug}
          autoFocus
          onCancel={onClose}
          onSaved={(game) => {
            onClose();
            toast.success(M.scheduled(game.title));
            void navigate(paths.game(game.slug));
          }}
        />
      ) : null}
    </ModalDialog>
  );
}
