import { MEMBER_MESSAGES, type InvitePreview, type User } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { logOut } from '../../../lib/auth/log-out';
import { userClubsQueryOptions } from '../../../lib/club/user-clubs';
import { useAcceptInvite, type AcceptInviteResponse } from '../api/accept-invite';
import { failureMessage } from '../auth-errors';
import { inviteProblem, type InviteProblem } from '../invite-problem';
import { InviteCard } from './invite-card';

export const JOIN_FAILED = 'Failed to join the club. Please try again.';

const DEMO_CANNOT_JOIN =
  'The demo account is shared by every visitor and is read-only, so it cannot join clubs. Leave the demo, then sign up or log in with your own account to accept this invitation.';

/** The sentence for a refused acceptance: the server's own words where it gave a reason. */
function joinFailure(error: unknown): string {
  if (isApiError(error) && !error.isNoResponse && error.status < 500 && error.status !== 429) {
    return error.detail ?? JOIN_FAILED;
  }
  return failureMessage(error, JOIN_FAILED);
}

function SignOutButton({ label, primary = false }: { label: string; primary?: boolean }) {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    // This page stays: signed out, it offers to sign up or log in with the invited address.
    await logOut();
  };
  return primary ? (
    <Button size="lg" className="w-full" disabled={pending} onClick={signOut}>
      {pending ? <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden /> : null}
      {label}
    </Button>
  ) : (
    <button
      type="button"
      disabled={pending}
      onClick={signOut}
      className="rounded font-semibold text-gold-300 underline-offset-4 transition-colors hover:text-gold-200 hover:underline disabled:opacity-60"
    >
      {label}
    </button>
  );
}

/**
 * A signed-in visitor: one click joins the club with the invited role (decision 0011: the
 * link is the proof, whatever the account's address). The demo visitor cannot join, and a
 * member of the club is offered the club instead.
 */
export function AcceptInviteSignedIn({
  invite,
  token,
  user,
  onJoined,
  onOpenClub,
  onProblem,
}: {
  invite: InvitePreview;
  token: string;
  user: User;
  onJoined: (answer: AcceptInviteResponse) => void;
  onOpenClub: () => void;
  /** The link turned out to be unusable when it was accepted. */
  onProblem: (problem: InviteProblem) => void;
}) {
  const clubs = useQuery(userClubsQueryOptions());
  const accept = useAcceptInvite();

  if (clubs.isPending) {
    return (
      <InviteCard invite={invite} timeZone={user.timezone}>
        <p role="status" className="flex items-center gap-2 text-sm text-mist">
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          Checking your clubs...
        </p>
      </InviteCard>
    );
  }

  const code = isApiError(accept.error) ? accept.error.code : undefined;
  const demo = code === 'demo_read_only' || (clubs.data ?? []).some((club) => club.role === 'Demo');
  const alreadyMember =
    code === 'already_member' || (clubs.data ?? []).some((club) => club.slug === invite.club_slug);
  const otherAddress = user.email.toLowerCase() !== invite.email.toLowerCase();

  const join = async () => {
    let answer: AcceptInviteResponse;
    try {
      answer = await accept.mutateAsync(token);
    } catch (error) {
      const problem = inviteProblem(error);
      if (problem) onProblem(problem);
      return;
    }
    onJoined(answer);
  };

  if (demo) {
    return (
      <InviteCard invite={invite} timeZone={user.timezone}>
        <Alert tone="info" title="The demo account cannot join clubs">
          {DEMO_CANNOT_JOIN}
        </Alert>
        <div className="mt-6">
          <SignOutButton label="Leave the demo" primary />
        </div>
      </InviteCard>
    );
  }

  const signedInAs = (
    <p>
      Signed in as <strong className="font-semibold text-chalk wrap-anywhere">{user.email}</strong>.
      Not you? <SignOutButton label="Sign out" />
    </p>
  );

  if (alreadyMember) {
    return (
      <InviteCard invite={invite} timeZone={user.timezone} footer={signedInAs}>
        <Alert tone="success">{MEMBER_MESSAGES.youAreAlreadyMember}</Alert>
        <Button size="lg" className="mt-6 w-full" onClick={onOpenClub}>
          Open {invite.club_name}
        </Button>
      </InviteCard>
    );
  }

  const pending = accept.isPending || accept.isSuccess;
  return (
    <InviteCard invite={invite} timeZone={user.timezone} footer={signedInAs}>
      <div className="space-y-4">
        {otherAddress ? (
          <Alert tone="info" title="This invitation was sent to another address">
            You are signed in as <strong className="wrap-anywhere">{user.email}</strong>. You can
            still accept it: {invite.club_name} will be added to the account you are signed in with.
            To join with <strong className="wrap-anywhere">{invite.email}</strong> instead, sign out
            first.
          </Alert>
        ) : null}
        {accept.isError ? <Alert>{joinFailure(accept.error)}</Alert> : null}
        <Button size="lg" className="w-full" disabled={pending} onClick={join}>
          {pending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {pending ? 'Joining...' : `Join ${invite.club_name}`}
        </Button>
      </div>
    </InviteCard>
  );
}
