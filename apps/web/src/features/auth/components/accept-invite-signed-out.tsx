import type { InvitePreview } from '@felt/contract';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { AuthFooterLink } from './auth-layout';
import { InviteCard } from './invite-card';
import { RegisterForm, type RegisteredAccount } from './register-form';
import { TermsConsent } from './terms-consent';

/** The login page, coming back here afterwards, with the invited address filled in. */
function useLoginToAccept(email: string): string {
  const location = useLocation();
  return paths.login({
    redirect: `${location.pathname}${location.search}${location.hash}`,
    email,
  });
}

/**
 * A visitor who is not signed in. With an account for the invited address: log in, come back,
 * join with one click. Without one: sign up here, with the invited address (the invitation
 * proves it, so no verification mail follows) and no club of their own.
 */
export function AcceptInviteSignedOut({
  invite,
  token,
  onRegistered,
}: {
  invite: InvitePreview;
  token: string;
  onRegistered: (account: RegisteredAccount) => void;
}) {
  const loginPath = useLoginToAccept(invite.email);

  if (invite.account_exists) {
    return (
      <InviteCard
        invite={invite}
        footer={
          <AuthFooterLink prompt="Forgot your password?" to={paths.forgotPassword()}>
            Reset it
          </AuthFooterLink>
        }
      >
        <Alert tone="info" title="You already have a Felt account">
          Log in as <strong className="wrap-anywhere">{invite.email}</strong> and you will come
          straight back here to join {invite.club_name} with one click.
        </Alert>
        <ButtonLink to={loginPath} size="lg" className="mt-6 w-full">
          Log in to accept
        </ButtonLink>
      </InviteCard>
    );
  }

  return (
    <InviteCard
      invite={invite}
      footer={
        <AuthFooterLink prompt="Already have an account?" to={loginPath}>
          Log in
        </AuthFooterLink>
      }
    >
      <div className="border-t border-white/[0.07] pt-6">
        <h2 className="text-base font-semibold text-chalk">Create your account</h2>
        <p className="mt-1 mb-5 text-sm leading-6 text-mist">
          New to Felt? Choose a password and you are in: no confirmation email needed.
        </p>
        <RegisterForm
          invite={{ token, email: invite.email, clubName: invite.club_name }}
          onRegistered={onRegistered}
        />
        <TermsConsent />
      </div>
    </InviteCard>
  );
}
