import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

function signedOutJustNow(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signedOut' in state;
}

export function LoginPage() {
  usePageTitle('Sign In', 'Sign in to Felt to run your poker club.');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const returning = searchParams.has('redirect');
  return (
    <AuthLayout>
      <AuthCard
        title="Welcome back"
        description={
          returning ? 'Sign in to continue where you were going.' : 'Sign in to run your club.'
        }
        footer={
          <AuthFooterLink prompt="New to Felt?" to={paths.register()}>
            Start your club
          </AuthFooterLink>
        }
      >
        {signedOutJustNow(location.state) ? (
          <Alert tone="success" className="mb-6">
            You have signed out. See you at the next game.
          </Alert>
        ) : null}
        <LoginForm defaultEmail={searchParams.get('email') ?? ''} />
      </AuthCard>
    </AuthLayout>
  );
}
