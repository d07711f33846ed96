import { Alert } from './alert';
import { Button } from './button';
import { Link } from './link';

/**
 * A failure's message with the server's reason under it: Try again when `onRetry` is given (a
 * load), Dismiss when `onDismiss` is (a write), See plans when a plan's limit refused it
 * (`upgradePath`). Nothing when there is no error, or no message (the form's fields say it all).
 */
export function ErrorAlert({
  error,
  onRetry,
  onDismiss,
}: {
  error: { message: string | null; detail?: string; upgradePath?: string } | null;
  onRetry?: () => void;
  onDismiss?: () => void;
}) {
  if (!error?.message) return null;
  const actions =
    onRetry || onDismiss || error.upgradePath ? (
      <>
        {error.upgradePath ? (
          <Link
            to={error.upgradePath}
            className="text-sm font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
          >
            See plans
          </Link>
        ) : null}
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        {onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className="text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            Dismiss
          </button>
        ) : null}
      </>
    ) : undefined;
  return (
    <Alert title={error.message} actions={actions}>
      {error.detail}
    </Alert>
  );
}
