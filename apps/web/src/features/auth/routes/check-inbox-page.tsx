import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthFooterLink, AuthLayout, StatusBadge } from '../components/auth-layout';
import { ResendVerification } from '../components/resend-verification';

/** `/auth/verify-email?email=...`: where registration lands. Check your inbox, or resend. */
export function CheckInboxPage() {
  usePageTitle('Check Your Inbox', 'Confirm your email address to activate your Felt account.');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || undefined;
  return (
    <AuthLayout>
      <AuthCard
        title="Check your inbox"
        icon={
          <StatusBadge tone="info">
            <MailCheck />
          </StatusBadge>
        }
        description={
          email ? (
            <p>
              We sent a verification link to <strong className="wrap-anywhere">{email}</strong>.
              Open it to activate your account and your club.
            </p>
          ) : (
            <p>We sent you a verification link. Open it to activate your account and your club.</p>
          )
        }
        footer={
          <AuthFooterLink prompt="Already verified?" to={paths.login()}>
            Sign in
          </AuthFooterLink>
        }
      >
        <div className="border-t border-white/[0.07] pt-6">
          <h2 className="text-sm font-semibold text-chalk">Didn't get the email?</h2>
          <p className="mt-1 mb-4 text-sm leading-6 text-mist">
            It can take a minute or two. Check your spam folder
            {email ? ', or we can send it again.' : ', or enter your address to send it again.'}
          </p>
          <ResendVerification email={email} />
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
