import { MailCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthFooterLink, AuthLayout, StatusBadge } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password', 'Get a link to choose a new Felt password.');
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const [tries, setTries] = useState(0);

  if (!sent) {
    return (
      <AuthLayout>
        <AuthCard
          key={tries}
          focusTitle={tries > 0}
          title="Forgot your password?"
          description="Enter the email you signed up with and we'll send you a link to choose a new one."
          footer={
            <>
              <AuthFooterLink prompt="Remembered it?" to={paths.login()}>
                Back to sign in
              </AuthFooterLink>
              <AuthFooterLink prompt="New to Felt?" to={paths.register()}>
                Start your club
              </AuthFooterLink>
            </>
          }
        >
          <ForgotPasswordForm
            defaultEmail={email}
            onSent={(address) => {
              setEmail(address);
              setSent(true);
            }}
          />
        </AuthCard>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthCard
        focusTitle
        title="Check your inbox"
        icon={
          <StatusBadge tone="info">
            <MailCheck />
          </StatusBadge>
        }
        description={
          <>
            <p>If an account exists for that address, we sent a link to reset your password.</p>
            <p className="mt-3 rounded-xl border border-white/[0.08] bg-white/[0.03] px-4 py-3 text-sm wrap-anywhere text-chalk">
              {email}
            </p>
            <p className="mt-3 text-sm">
              The link works once. Nothing after a few minutes? Check your spam folder, or send it
              again.
            </p>
          </>
        }
        footer={
          <AuthFooterLink prompt="Remembered it?" to={paths.login()}>
            Back to sign in
          </AuthFooterLink>
        }
      >
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={() => {
            setTries((n) => n + 1);
            setSent(false);
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Send it again
        </Button>
      </AuthCard>
    </AuthLayout>
  );
}
