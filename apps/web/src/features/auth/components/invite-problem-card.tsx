import { INVITE_LIFETIME_DAYS } from '@felt/contract';
import { Clock, Link2Off, MailCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import type { InviteProblem } from '../invite-problem';
import { AuthCard, StatusBadge } from './auth-layout';

const PROBLEMS = {
  invalid: {
    title: 'Invitation not found',
    icon: <Link2Off />,
    tone: 'danger',
    next: 'It may have been withdrawn or replaced by a newer invitation, or only part of the link was copied. Ask the person who invited you to send a new invitation.',
  },
  expired: {
    title: 'Invitation expired',
    icon: <Clock />,
    tone: 'warning',
    next: `Invitation links work for ${INVITE_LIFETIME_DAYS} days. Ask the person who invited you to send a new one: it arrives by email with a fresh link.`,
  },
  used: {
    title: 'Invitation already used',
    icon: <MailCheck />,
    tone: 'info',
    next: 'Each invitation link works once. If you accepted it, the club is waiting in your account. If not, ask the club for a new invitation.',
  },
} as const;

/**
 * A link that cannot be used: the server's sentence, what to do about it, and the way on
 * (the dashboard when signed in, else logging in or the home page).
 */
export function InviteProblemCard({
  problem,
  signedIn,
}: {
  problem: InviteProblem;
  signedIn: boolean;
}) {
  const { title, icon, tone, next } = PROBLEMS[problem.code];
  return (
    <AuthCard
      focusTitle
      title={title}
      icon={<StatusBadge tone={tone}>{icon}</StatusBadge>}
      description={<p>{problem.message}</p>}
    >
      <p className="text-sm leading-6 text-mist">{next}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {signedIn ? (
          <ButtonLink to={paths.dashboard()} size="lg" className="w-full sm:flex-1">
            Go to your dashboard
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={paths.login()} size="lg" className="w-full sm:flex-1">
              Log in
            </ButtonLink>
            <ButtonLink
              to={paths.home()}
              variant="secondary"
              size="lg"
              className="w-full sm:flex-1"
            >
              Go to the home page
            </ButtonLink>
          </>
        )}
      </div>
    </AuthCard>
  );
}
