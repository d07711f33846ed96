import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthFooterLink, AuthLayout, StatusBadge } from '../components/auth-layout';
import { LinkProblemCard } from '../components/link-problem-card';
import { ResetPasswordForm, type ResetOutcome } from '../components/reset-password-form';

/**
 * `/auth/reset-password/{uid}/{token}`: open to signed-in users too (SPEC.md section 2), since
 * a reset link may be opened in a browser that is still signed in.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password', 'Choose a new password for your Felt account.');
  const { uid = '', token = '' } = useParams();
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);

  if (outcome?.kind === 'link') {
    return (
      <AuthLayout>
        <LinkProblemCard
          problem={outcome.problem}
          footer={
            <AuthFooterLink prompt="Remembered it?" to={paths.login()}>
              Back to sign in
            </AuthFooterLink>
          }
        >
          <ButtonLink to={paths.forgotPassword()} size="lg" className="w-full">
            Send a new link
          </ButtonLink>
        </LinkProblemCard>
      </AuthLayout>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <AuthLayout>
        <AuthCard
          focusTitle
          title="Password reset"
          icon={
            <StatusBadge tone="success">
              <CircleCheck />
            </StatusBadge>
          }
          description="Your new password is set. For your safety every device that was signed in has been signed out, this one included."
        >
          <ButtonLink to={paths.login()} size="lg" className="w-full">
            Log in
          </ButtonLink>
        </AuthCard>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthCard
        title="Choose a new password"
        icon={
          <StatusBadge tone="info">
            <KeyRound />
          </StatusBadge>
        }
        description="Pick one you don't use anywhere else. Every device signed in to your account will be signed out."
        footer={
          <AuthFooterLink prompt="Remembered it?" to={paths.login()}>
            Back to sign in
          </AuthFooterLink>
        }
      >
        <ResetPasswordForm uid={uid} token={token} onDone={setOutcome} />
      </AuthCard>
    </AuthLayout>
  );
}
