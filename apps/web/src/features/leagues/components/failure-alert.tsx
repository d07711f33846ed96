import { Alert } from '../../../components/ui/alert';
import type { WriteFailure } from '../league-errors';

/** A failed write's message (and the server's reason), with Dismiss when it may be closed. */
export function FailureAlert({
  failure,
  onDismiss,
}: {
  failure: WriteFailure | null;
  onDismiss?: () => void;
}) {
  if (!failure?.message) return null;
  return (
    <Alert
      title={failure.message}
      actions={
        onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className="text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            Dismiss
          </button>
        ) : undefined
      }
    >
      {failure.detail}
    </Alert>
  );
}
