import { CircleCheck, Link2Off, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../../lib/api-client';
import { useCancelJoin } from '../api/cancel-join';
import { JoinBadge, JoinCard } from './join-layout';

export const CANCEL_TEXT = {
  title: 'Cancel your seat?',
  description:
    "Can't make it? Cancel here so the next person on the waitlist gets your seat. This cannot be undone.",
  doneTitle: 'Seat cancelled',
  invalidTitle: "This link doesn't work",
  failed: 'Failed to cancel your seat. Please try again.',
} as const;

type Outcome = { kind: 'cancelled'; detail: string } | { kind: 'invalid'; detail: string };

/**
 * The mailed confirmation's cancel link (`?cancel={token}`): asks first, since a mail
 * scanner opening the link must not free the seat, then shows the server's answer.
 */
export function JoinCancel({ gameSlug, token }: { gameSlug: string; token: string }) {
  const cancel = useCancelJoin(gameSlug);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (outcome) {
    const done = outcome.kind === 'cancelled';
    return (
      <JoinCard
        focusTitle
        title={done ? CANCEL_TEXT.doneTitle : CANCEL_TEXT.invalidTitle}
        icon={
          <JoinBadge tone={done ? 'success' : 'danger'}>
            {done ? <CircleCheck /> : <Link2Off />}
          </JoinBadge>
        }
        description={<p role="status">{outcome.detail}</p>}
      >
        <ButtonLink to="/" variant="secondary" size="lg" className="w-full">
          Go to the home page
        </ButtonLink>
      </JoinCard>
    );
  }

  const onCancel = async () => {
    setFailure(null);
    try {
      setOutcome({ kind: 'cancelled', detail: await cancel.mutateAsync(token) });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setOutcome({ kind: 'invalid', detail: error.detail ?? CANCEL_TEXT.failed });
      } else if (isApiError(error) && error.isNoResponse) {
        setFailure(NO_RESPONSE_MESSAGE);
      } else {
        setFailure((isApiError(error) && error.detail) || CANCEL_TEXT.failed);
      }
    }
  };

  return (
    <JoinCard title={CANCEL_TEXT.title} description={<p>{CANCEL_TEXT.description}</p>}>
      <div className="space-y-5">
        {failure ? <Alert>{failure}</Alert> : null}
        <Button
          variant="danger"
          size="lg"
          className="w-full"
          disabled={cancel.isPending}
          onClick={() => void onCancel()}
        >
          {cancel.isPending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {cancel.isPending ? 'Cancelling...' : 'Cancel my seat'}
        </Button>
      </div>
    </JoinCard>
  );
}
