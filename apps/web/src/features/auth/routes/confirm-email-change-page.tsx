import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/session-store';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { failureMessage, tokenProblem } from '../auth-errors';
import { AuthCard, AuthLayout, StatusBadge } from '../components/auth-layout';
import { LinkProblemCard } from '../components/link-problem-card';

const CONFIRM_FAILED = 'Failed to confirm your new email address.';

function ConfirmEmailChange({ token }: { token: string }) {
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const signedIn = useAuth().status === 'authenticated';
  // One confirmation per link, also when StrictMode runs effects twice.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    mutate({ token });
  }, [mutate, token]);

  const onward = signedIn ? (
    <ButtonLink to={paths.dashboard()} size="lg" className="w-full">
      Back to Felt
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.login()} size="lg" className="w-full">
      Log in
    </ButtonLink>
  );

  if (confirm.isSuccess) {
    return (
      <AuthCard
        focusTitle
        title="Email address changed"
        icon={
          <StatusBadge tone="success">
            <CircleCheck />
          </StatusBadge>
        }
        description={`${confirm.data.detail} Use the new address the next time you log in.`}
      >
        {onward}
      </AuthCard>
    );
  }

  if (confirm.isError) {
    const problem = tokenProblem(confirm.error);
    if (problem) {
      return (
        <LinkProblemCard problem={problem}>
          <p className="mb-5 text-sm leading-6 text-mist">
            Your address has not changed. Ask for the change again from your account, and open the
            newest email we send.
          </p>
          {onward}
        </LinkProblemCard>
      );
    }
    return (
      <AuthCard
        focusTitle
        title="We could not change your email"
        icon={
          <StatusBadge tone="danger">
            <TriangleAlert />
          </StatusBadge>
        }
        description={failureMessage(confirm.error, CONFIRM_FAILED)}
      >
        <Button size="lg" className="w-full" onClick={() => mutate({ token })}>
          Try again
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirming your new email"
      icon={
        <StatusBadge tone="info">
          <LoaderCircle className="motion-safe:animate-spin" />
        </StatusBadge>
      }
      description={<p role="status">One moment while we check your link...</p>}
    />
  );
}

/** `/accounts/email-change/verify/{token}`: the link mailed to the new address. */
export function ConfirmEmailChangePage() {
  usePageTitle('Confirm Email Change');
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <ConfirmEmailChange key={token} token={token} />
    </AuthLayout>
  );
}
