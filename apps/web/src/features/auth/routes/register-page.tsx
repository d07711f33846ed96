import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { TermsConsent } from '../components/terms-consent';

export function RegisterPage() {
  usePageTitle('Start Your Club', 'Create your Felt account and your poker club in one step.');
  const navigate = useNavigate();
  return (
    <AuthLayout wide>
      <AuthCard
        title="Start your club"
        description="Create your account and your club in one step. You'll be its owner."
        footer={
          <AuthFooterLink prompt="Already have an account?" to={paths.login()}>
            Sign in
          </AuthFooterLink>
        }
      >
        <RegisterForm onRegistered={({ email }) => navigate(paths.checkInbox(email))} />
        <TermsConsent />
      </AuthCard>
    </AuthLayout>
  );
}
