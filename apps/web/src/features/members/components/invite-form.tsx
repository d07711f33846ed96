import { zodResolver } from '@hookform/resolvers/zod';
import { INVITE_LIFETIME_DAYS, ROLE_LABELS, createInviteRequestSchema } from '@felt/contract';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FieldFrame, TextField, controlClassName } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useCreateInvite } from '../api/create-invite';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { MembersCard } from './members-layout';

/**
 * Invites someone by e-mail: the server mails a link valid 7 days. Only the owner may invite
 * a manager, so a manager's invitations are always for members and they get no role choice.
 */
export function InviteForm({
  clubSlug,
  canInviteManagers,
}: {
  clubSlug: string;
  canInviteManagers: boolean;
}) {
  const create = useCreateInvite(clubSlug);
  const roleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createInviteRequestSchema),
    defaultValues: { email: '', role: 'member' as const },
  });
  const [formError, setFormError] = useState<ErrorText | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    setSentTo(null);
    try {
      const invite = await create.mutateAsync(
        canInviteManagers ? request : { ...request, role: 'member' },
      );
      setSentTo(invite.email);
      reset();
    } catch (error) {
      setFormError(
        serverErrorText(applyServerErrors(error, setError, ['email', 'role']), M.inviteFailed),
      );
    }
  });
  const pending = isSubmitting || create.isPending;

  return (
    <MembersCard
      title="Invite a member"
      titleId="invite-member-heading"
      description={`We email them a link to join. It works for ${INVITE_LIFETIME_DAYS} days.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div
          className={
            canInviteManagers ? 'grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]' : 'grid gap-4'
          }
        >
          <TextField
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            error={errors.email?.message}
            placeholder="friend@example.com"
            {...register('email')}
          />
          {canInviteManagers ? (
            <FieldFrame
              id={roleId}
              label="Role"
              error={errors.role?.message}
              hintId={`${roleId}-hint`}
              errorId={`${roleId}-error`}
            >
              <select
                id={roleId}
                aria-invalid={errors.role ? true : undefined}
                aria-describedby={errors.role ? `${roleId}-error` : undefined}
                className={controlClassName(Boolean(errors.role), 'h-12 appearance-auto pr-3')}
                {...register('role')}
              >
                <option value="member">{ROLE_LABELS.member}</option>
                <option value="manager">{ROLE_LABELS.manager}</option>
              </select>
            </FieldFrame>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fog">
            {canInviteManagers
              ? 'Club Managers run games and manage members with you.'
              : 'They join as a member. Only the owner can invite Club Managers.'}
          </p>
          <Button type="submit" disabled={pending} className="ml-auto">
            <Send className="size-4" aria-hidden="true" />
            {pending ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
        <ErrorAlert error={formError} />
        {sentTo ? <Alert tone="success">{M.inviteSent(sentTo)}</Alert> : null}
      </form>
    </MembersCard>
  );
}
