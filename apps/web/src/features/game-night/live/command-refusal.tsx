import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/**
 * The server's reason for a refused command (or one the screen could not make), floating over
 * the bottom of a night's page until dismissed: the play and seating pages show it alike.
 */
export function CommandRefusal({
  refusal,
  onDismiss,
}: {
  refusal: { detail: string } | null;
  onDismiss: () => void;
}) {
  if (!refusal) return null;
  return (
    <div className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl">
      <Alert
        title="Not done"
        actions={
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            Dismiss
          </Button>
        }
        className="bg-ink-900 shadow-[0_20px_60px_-20px_rgb(0_0_0/0.9)]"
      >
        {refusal.detail}
      </Alert>
    </div>
  );
}
