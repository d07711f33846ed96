import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { seasonsLoadError } from '../league-errors';

/** SPEC.md section 8's message for a league's seasons that did not load, with Try again. */
export function SeasonsLoadAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = seasonsLoadError(error);
  return (
    <Alert
      tone={failure.tone}
      title={failure.title}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {failure.detail}
    </Alert>
  );
}
