import type { ClubRoleName, Invite } from '@felt/contract';
import { invitationRefusal } from '@felt/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock, MailCheck, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubRole } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useResendInvite, useRevokeInvite } from '../api/change-invite';
import { invitesQueryOptions } from '../api/list-invites';
import { dateLabel, inviteExpiryLabel, isInviteExpired } from '../member-format';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { RoleBadge } from './member-badges';
import { MembersCard } from './members-layout';

/**
 * Invitations not yet accepted, newest first (the server's order), with Resend (a new link
 * and 7 fresh days) and Revoke. Managers cannot touch an invitation to become a manager.
 */
export function PendingInvites({
  clubSlug,
  viewerRole,
  timeZone,
}: {
  clubSlug: string;
  viewerRole: ClubRoleName;
  timeZone?: string;
}) {
  const invites = useQuery(invitesQueryOptions(clubSlug));
  const resend = useResendInvite(clubSlug);
  const revoke = useRevokeInvite(clubSlug);
  const [toRevoke, setToRevoke] = useState<Invite | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const busy = resend.isPending || revoke.isPending;
  const count = invites.data?.length ?? 0;

  const onResend = (invite: Invite) => {
    setError(null);
    resend.mutate(invite, {
      onSuccess: () => toast.success(M.inviteResent(invite.email)),
      onError: (failure) => setError(errorText(failure, M.resendFailed)),
    });
  };

  const onRevoke = () => {
    if (!toRevoke) return;
    const invite = toRevoke;
    setToRevoke(null);
    setError(null);
    revoke.mutate(invite, {
      onSuccess: () => toast.success(M.inviteRevoked(invite.email)),
      onError: (failure) => setError(errorText(failure, M.revokeFailed)),
    });
  };

  return (
    <MembersCard
      title="Pending invitations"
      titleId="pending-invites-heading"
      description="Sent, not yet accepted. Resending mails a new link; the old one stops working."
      aside={
        count > 0 ? (
          <span className="rounded-full bg-white/[0.06] px-2.5 py-1 text-xs font-semibold text-mist tabular-nums">
            {count}
          </span>
        ) : null
      }
    >
      <div className="space-y-4">
        <ErrorAlert error={error} onDismiss={() => setError(null)} />
        {invites.isPending ? (
          <p role="status" className="text-sm text-mist">
            Loading invitations...
          </p>
        ) : invites.isError ? (
          <Alert
            title={M.loadInvitesFailed}
            actions={
              <Button size="sm" variant="secondary" onClick={() => void invites.refetch()}>
                Try again
              </Button>
            }
          />
        ) : invites.data.length === 0 ? (
          <p className="flex items-center gap-3 rounded-xl border border-dashed border-white/12 px-4 py-5 text-sm text-mist">
            <MailCheck className="size-5 shrink-0 text-fog" aria-hidden="true" />
            No pending invitations. Invitations you send wait here until they are accepted.
          </p>
        ) : (
          <ul className="divide-y divide-white/[0.06]" aria-label="Pending invitations">
            {invites.data.map((invite) => (
              <InviteRow
                key={invite.id}
                invite={invite}
                timeZone={timeZone}
                canChange={invitationRefusal(clubRole(viewerRole), invite.role) === null}
                busy={busy}
                onResend={() => onResend(invite)}
                onRevoke={() => setToRevoke(invite)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={toRevoke !== null}
        title={`Revoke the invitation to ${toRevoke?.email ?? ''}?`}
        description="The link in their email stops working. You can invite them again later."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={onRevoke}
      />
    </MembersCard>
  );
}

function InviteRow({
  invite,
  timeZone,
  canChange,
  busy,
  onResend,
  onRevoke,
}: {
  invite: Invite;
  timeZone?: string;
  canChange: boolean;
  busy: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const expired = isInviteExpired(invite);
  return (
    <li
      aria-label={invite.email}
      className="flex flex-col gap-3 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium break-all text-chalk">{invite.email}</p>
          <RoleBadge role={invite.role} />
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-fog">
          <span>
            {invite.invited_by ? `Invited by ${invite.invited_by}` : 'Invited'} on{' '}
            {dateLabel(invite.created_at, timeZone)}
          </span>
          <span
            className={`inline-flex items-center gap-1 ${expired ? 'font-medium text-suit-red' : ''}`}
          >
            <Clock className="size-3.5" aria-hidden="true" />
            {inviteExpiryLabel(invite)}
          </span>
        </p>
      </div>
      {canChange ? (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={onResend}
            aria-label={`Resend the invitation to ${invite.email}`}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            Resend
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={onRevoke}
            aria-label={`Revoke the invitation to ${invite.email}`}
            className="text-suit-red hover:text-suit-red"
          >
            <X className="size-4" aria-hidden="true" />
            Revoke
          </Button>
        </div>
      ) : (
        <p className="shrink-0 text-sm text-fog">Only the owner can change this invitation.</p>
      )}
    </li>
  );
}
