import {
  INVITE_LIFETIME_DAYS,
  ROLE_LABELS,
  createInviteRequestSchema,
  toFieldErrors,
  type FieldErrors,
} from '@felt/contract';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FieldFrame, TextField, controlClassName } from '../../../components/ui/text-field';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { useCreateInvite } from '../api/create-invite';
import { serverFieldErrors, firstError } from '../member-errors';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { MembersCard } from './members-layout';

type InviteRole = 'member' | 'manager';

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
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ErrorText | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSentTo(null);
    const parsed = createInviteRequestSchema.safeParse({
      email,
      role: canInviteManagers ? role : 'member',
    });
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    create.mutate(parsed.data, {
      onSuccess: (invite) => {
        setSentTo(invite.email);
        setEmail('');
        setRole('member');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setFieldErrors(fields);
        if (!fields.email && !fields.role) {
          setFormError(errorText(error, M.inviteFailed, ['email', 'role']));
        }
      },
    });
  };

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
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
            error={firstError(fieldErrors, 'email')}
            placeholder="friend@example.com"
          />
          {canInviteManagers ? (
            <FieldFrame
              id={roleId}
              label="Role"
              error={firstError(fieldErrors, 'role')}
              hintId={`${roleId}-hint`}
              errorId={`${roleId}-error`}
            >
              <select
                id={roleId}
                name="role"
                value={role}
                onChange={(event) =>
                  setRole(event.target.value === 'manager' ? 'manager' : 'member')
                }
                aria-invalid={fieldErrors.role ? true : undefined}
                aria-describedby={fieldErrors.role ? `${roleId}-error` : undefined}
                className={controlClassName(Boolean(fieldErrors.role), 'h-12 appearance-auto pr-3')}
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
          <Button type="submit" disabled={create.isPending} className="ml-auto">
            <Send className="size-4" aria-hidden="true" />
            {create.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
        <ErrorAlert error={formError} />
        {sentTo ? <Alert tone="success">{M.inviteSent(sentTo)}</Alert> : null}
      </form>
    </MembersCard>
  );
}
