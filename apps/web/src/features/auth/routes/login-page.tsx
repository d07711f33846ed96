import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

/** What the page that sent the person here says happened (`{ signedOut }`, `{ emailVerified }`). */
function arrivedAfter(state: unknown, what: 'signedOut' | 'emailVerified'): boolean {
  return typeof state === 'object' && state !== null && what in state;
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
        {arrivedAfter(location.state, 'signedOut') ? (
          <Alert tone="success" className="mb-6">
            You have signed out. See you at the next game.
          </Alert>
        ) : null}
        {arrivedAfter(location.state, 'emailVerified') ? (
          <Alert tone="success" title="Email verified" className="mb-6">
            Your account is active. Log in to open your club.
          </Alert>
        ) : null}
        <LoginForm defaultEmail={searchParams.get('email') ?? ''} />
      </AuthCard>
    </AuthLayout>
  );
}
