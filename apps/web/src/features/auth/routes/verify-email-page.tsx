import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useVerifyEmail } from '../api/verify-email';
import { failureMessage, tokenProblem } from '../auth-errors';
import { AuthCard, AuthLayout, StatusBadge } from '../components/auth-layout';
import { LinkProblemCard } from '../components/link-problem-card';
import { ResendVerification } from '../components/resend-verification';

const VERIFY_FAILED = 'Failed to verify your email.';

function VerifyEmail({ uid, token }: { uid: string; token: string }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // A link is good for one confirmation: post it once, also when StrictMode runs effects twice.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    mutate({ uid, token });
  }, [mutate, uid, token]);

  if (verify.isSuccess) {
    // Straight on to the login page, the address filled in, saying it is verified (issue 19).
    return (
      <Navigate
        replace
        to={paths.login({ email: verify.data.email })}
        state={{ emailVerified: true }}
      />
    );
  }

  if (verify.isError) {
    const problem = tokenProblem(verify.error);
    if (problem) {
      return (
        <LinkProblemCard problem={problem}>
          {problem.code === 'TOKEN_INVALID' ? (
            <p className="mb-5 text-sm leading-6 text-mist">
              Already verified? Then just{' '}
              <Link
                to={paths.login()}
                className="rounded font-semibold text-gold-300 underline-offset-4 hover:underline"
              >
                log in
              </Link>
              .
            </p>
          ) : null}
          <h2 className="text-sm font-semibold text-chalk">Get a new link</h2>
          <p className="mt-1 mb-4 text-sm leading-6 text-mist">
            Enter the address you signed up with.
          </p>
          <ResendVerification label="Send a new link" />
        </LinkProblemCard>
      );
    }
    return (
      <AuthCard
        focusTitle
        title="We could not verify your email"
        icon={
          <StatusBadge tone="danger">
            <TriangleAlert />
          </StatusBadge>
        }
        description={failureMessage(verify.error, VERIFY_FAILED)}
      >
        <Button size="lg" className="w-full" onClick={() => mutate({ uid, token })}>
          Try again
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verifying your email"
      icon={
        <StatusBadge tone="info">
          <LoaderCircle className="motion-safe:animate-spin" />
        </StatusBadge>
      }
      description={<p role="status">One moment while we check your link...</p>}
    />
  );
}

/** `/accounts/verify-email/{uidb64}/{token}`: the link in the welcome email. */
export function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const { uidb64 = '', token = '' } = useParams();
  return (
    <AuthLayout>
      <VerifyEmail key={`${uidb64}/${token}`} uid={uidb64} token={token} />
    </AuthLayout>
  );
}
