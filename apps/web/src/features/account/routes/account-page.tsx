import { ArrowLeft } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/session-store';
import { useUserClubs } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { GameMailPreferences } from '../../profile';
import { AccountSection } from '../components/account-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { SessionsSection } from '../components/sessions-section';

export const DEMO_ACCOUNT_NOTICE =
  'Account management is not available in demo mode: the demo account is shared and read-only. Leave the demo and start your own club to get an account of your own.';

/** `/app/account`, 'Manage Account': email, password, signed-in devices, account deletion. */
export function AccountPage() {
  usePageTitle('Manage Account');
  const auth = useAuth();
  const clubs = useUserClubs();
  if (auth.status !== 'authenticated') return null;
  const { user } = auth;
  const userClubs = clubs.data ?? [];
  const demo = userClubs.some((club) => club.role === 'Demo');

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-24 sm:px-6 sm:pt-12 lg:px-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-chalk sm:text-3xl">
          Manage Account
        </h1>
        <p className="mt-2 text-base leading-7 text-mist">
          Sign-in details and security for{' '}
          <span className="font-medium wrap-anywhere text-chalk">{user.email}</span>.
        </p>
      </header>

      {demo ? (
        <div className="mt-8 space-y-5">
          <Alert tone="info" title="Read-only demo">
            {DEMO_ACCOUNT_NOTICE}
          </Alert>
          <ButtonLink to={paths.dashboard()} variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the dashboard
          </ButtonLink>
        </div>
      ) : clubs.isPending ? null : (
        <div className="mt-8 space-y-6">
          <EmailSection email={user.email} />
          <AccountSection
            id="account-game-emails"
            title="Game emails"
            description="What your clubs email you about their games. Changes to a game you are in always reach you."
          >
            <GameMailPreferences />
          </AccountSection>
          <PasswordSection />
          <SessionsSection timeZone={user.timezone} />
          <DeleteAccountSection clubs={userClubs} />
        </div>
      )}
    </div>
  );
}
