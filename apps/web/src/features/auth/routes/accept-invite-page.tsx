import { INVITED_REGISTRATION_DETAIL } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/session-store';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { inviteQueryOptions } from '../api/get-invite';
import { logIn } from '../api/log-in';
import { failureMessage } from '../auth-errors';
import { AcceptInviteSignedIn } from '../components/accept-invite-signed-in';
import { AcceptInviteSignedOut } from '../components/accept-invite-signed-out';
import { AuthCard, AuthLayout, StatusBadge } from '../components/auth-layout';
import { InviteProblemCard } from '../components/invite-problem-card';
import type { RegisteredAccount } from '../components/register-form';
import { inviteProblem, type InviteProblem } from '../invite-problem';
import { useLandInClub } from '../use-land-in-club';

export const LOAD_INVITE_FAILED = 'Failed to load the invitation. Please try again.';

/** The welcome toast on the dashboard of a club just joined. */
export const welcomeMessage = (clubName: string) => `Welcome to ${clubName}!`;

/**
 * Once the user has joined, the invitation is used up: these states replace the page so it
 * never shows the spent link while the dashboard loads.
 */
type Outcome =
  | { kind: 'opening'; clubName: string }
  | { kind: 'login-failed'; email: string }
  | { kind: 'problem'; problem: InviteProblem };

function OpeningCard({ clubName }: { clubName: string }) {
  return (
    <AuthCard
      focusTitle
      title={welcomeMessage(clubName)}
      icon={
        <StatusBadge tone="success">
          <LoaderCircle className="motion-safe:animate-spin" />
        </StatusBadge>
      }
      description={<p role="status">Taking you to your club...</p>}
    />
  );
}

/** Signed up, but the login that should have followed failed: the account is there. */
function LoginFailedCard({ email }: { email: string }) {
  return (
    <AuthCard
      focusTitle
      title="Your account is ready"
      icon={
        <StatusBadge tone="success">
          <CircleCheck />
        </StatusBadge>
      }
      description={<p>{INVITED_REGISTRATION_DETAIL}</p>}
    >
      <ButtonLink to={paths.login({ email })} size="lg" className="w-full">
        Sign in
      </ButtonLink>
    </AuthCard>
  );
}

function LoadFailedCard({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <AuthCard
      focusTitle
      title="We could not load this invitation"
      icon={
        <StatusBadge tone="danger">
          <TriangleAlert />
        </StatusBadge>
      }
      description={<p>{failureMessage(error, LOAD_INVITE_FAILED)}</p>}
    >
      <Button size="lg" className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </AuthCard>
  );
}

function AcceptInvite({ token }: { token: string }) {
  const auth = useAuth();
  const preview = useQuery(inviteQueryOptions(token));
  const land = useLandInClub();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'opening') return <OpeningCard clubName={outcome.clubName} />;
  if (outcome?.kind === 'login-failed') return <LoginFailedCard email={outcome.email} />;
  const signedIn = auth.status === 'authenticated';
  if (outcome?.kind === 'problem') {
    return <InviteProblemCard problem={outcome.problem} signedIn={signedIn} />;
  }

  if (preview.isPending) {
    return (
      <AuthCard
        title="Opening your invitation"
        icon={
          <StatusBadge tone="info">
            <LoaderCircle className="motion-safe:animate-spin" />
          </StatusBadge>
        }
        description={<p role="status">One moment while we check your link...</p>}
      />
    );
  }
  if (preview.isError) {
    const problem = inviteProblem(preview.error);
    if (problem) return <InviteProblemCard problem={problem} signedIn={signedIn} />;
    return <LoadFailedCard error={preview.error} onRetry={() => void preview.refetch()} />;
  }

  const invite = preview.data;
  const welcome = welcomeMessage(invite.club_name);

  if (auth.status === 'authenticated') {
    const userId = auth.user.id;
    const open = (message?: string) => {
      setOutcome({ kind: 'opening', clubName: invite.club_name });
      void land({ userId, clubSlug: invite.club_slug, welcome: message });
    };
    return (
      <AcceptInviteSignedIn
        invite={invite}
        token={token}
        user={auth.user}
        onJoined={() => open(welcome)}
        onOpenClub={() => open()}
        onProblem={(problem) => setOutcome({ kind: 'problem', problem })}
      />
    );
  }

  // The same login as the login page's, so the browser ends up exactly as after one.
  const signUpAndLogIn = async (account: RegisteredAccount) => {
    setOutcome({ kind: 'opening', clubName: invite.club_name });
    let userId: number;
    try {
      userId = (await logIn(account)).id;
    } catch {
      setOutcome({ kind: 'login-failed', email: account.email });
      return;
    }
    await land({ userId, clubSlug: invite.club_slug, welcome });
  };
  return <AcceptInviteSignedOut invite={invite} token={token} onRegistered={signUpAndLogIn} />;
}

/**
 * `/accept-invite/{token}` (SPEC.md section 2, no auth): the link in an invitation email.
 * Shows the club and who invited; a signed-in user joins with one click, anyone else logs in
 * or signs up with the invited address, and lands in the club.
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const clubName = useQuery(inviteQueryOptions(token)).data?.club_name;
  usePageTitle(
    clubName ? `Join ${clubName}` : 'Accept Invitation',
    'Accept your invitation to a poker club on Felt.',
  );
  return (
    <AuthLayout wide>
      <AcceptInvite key={token} token={token} />
    </AuthLayout>
  );
}
