import { Alert } from '../../../components/ui/alert';
import type { MemberErrorText } from '../member-errors';

export function MemberErrorAlert({
  error,
  onDismiss,
}: {
  error: MemberErrorText | null;
  onDismiss?: () => void;
}) {
  if (!error) return null;
  return (
    <Alert
      title={error.message}
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
      {error.detail}
    </Alert>
  );
}
