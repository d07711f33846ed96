import { Clock, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { AUTH_ERRORS, type TokenProblem } from '../auth-errors';
import { AuthCard, StatusBadge } from './auth-layout';

/** TOKEN_EXPIRED or TOKEN_INVALID: what is wrong with the link, and (`children`) what now. */
export function LinkProblemCard({
  problem,
  children,
  footer,
}: {
  problem: TokenProblem;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const expired = problem.code === 'TOKEN_EXPIRED';
  const { title, text } = AUTH_ERRORS[problem.code];
  return (
    <AuthCard
      focusTitle
      title={title}
      icon={
        <StatusBadge tone={expired ? 'warning' : 'danger'}>
          {expired ? <Clock /> : <Link2Off />}
        </StatusBadge>
      }
      // The server's sentence names the kind of link; without one, the general text.
      description={problem.detail ?? text}
      footer={footer}
    >
      {children}
    </AuthCard>
  );
}
