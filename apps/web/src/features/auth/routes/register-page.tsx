import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { usePageTitle } from '../../../lib/page-title';
import { AuthCard, AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

const LEGAL_LINK =
  'rounded font-medium text-mist underline underline-offset-4 transition-colors hover:text-chalk';

export function RegisterPage() {
  usePageTitle('Start Your Club', 'Create your Felt account and your poker club in one step.');
  const navigate = useNavigate();
  return (
    <AuthLayout wide>
      <AuthCard
        title="Start your club"
        description="Create your account and your club in one step. You'll be its owner."
        footer={
          <AuthFooterLink prompt="Already have an account?" to="/auth/login">
            Sign in
          </AuthFooterLink>
        }
      >
        <RegisterForm
          onRegistered={(email) =>
            navigate(`/auth/verify-email?email=${encodeURIComponent(email)}`)
          }
        />
        <p className="mt-5 text-center text-xs leading-5 text-fog">
          By creating an account you agree to the{' '}
          <Link to="/terms-of-service" className={LEGAL_LINK}>
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" className={LEGAL_LINK}>
            Privacy Policy
          </Link>
          .
        </p>
      </AuthCard>
    </AuthLayout>
  );
}
