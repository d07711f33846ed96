import { MEMBER_ROLES, ROLE_LABELS, type Club, type Member, type MemberRole } from '@felt/contract';
import { assignableRoles } from '@felt/domain';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { controlClassName } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/session-store';
import { clubCan, clubRole } from '../../../lib/club/club-roles';
import { useSelectedClub, useSignedInUserId } from '../../../lib/club/use-selected-club';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { membersQueryOptions } from '../api/list-members';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { AddGuestForm } from '../components/add-guest-form';
import { InviteForm } from '../components/invite-form';
import type { MemberActionHandlers } from '../components/member-actions-menu';
import { MemberPager } from '../components/member-pager';
import { MemberSearchField } from '../components/member-search-field';
import { MembersCard, MembersLayout } from '../components/members-layout';
import { MembersTable } from '../components/members-table';
import { PendingInvites } from '../components/pending-invites';
import { membersCountLabel } from '../member-format';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import type { MemberViewer } from '../member-permissions';
import { useMemberListParams } from '../use-member-list-params';

const TITLE = 'Manage Members';

const ROLE_FILTER_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  manager: 'Club Managers',
  member: 'Members',
};

/**
 * `/app/members` (Manage Members): invitations, guest players and the member table with role
 * changes, removal and the ownership transfer. RequireClubManager lets owners, managers and
 * Demo in; Demo sees it all read-only.
 */
export function MembersPage() {
  usePageTitle(TITLE);
  const { club } = useSelectedClub();
  if (!club) {
    return (
      <MembersLayout title={TITLE}>
        <Alert tone="info">{M.noClub}</Alert>
      </MembersLayout>
    );
  }
  return <ManageMembers club={club} />;
}

function ManageMembers({ club }: { club: Club }) {
  const auth = useAuth();
  const timeZone = auth.status === 'authenticated' ? auth.user.timezone : undefined;
  const viewer: MemberViewer = { role: club.role, userId: useSignedInUserId() };
  const canManage = clubCan(club.role, 'club:manage');

  return (
    <MembersLayout
      title={TITLE}
      description={
        <>
          <span className="font-semibold text-chalk">{club.name}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {membersCountLabel(club.memberCount)}
        </>
      }
      actions={
        <ButtonLink to={paths.membersDirectory()} variant="secondary" size="sm">
          <Users className="size-4" aria-hidden="true" />
          Member directory
        </ButtonLink>
      }
    >
      {club.role === 'Demo' ? <Alert tone="info">{M.demoReadOnly}</Alert> : null}
      {canManage ? (
        <>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <InviteForm
              clubSlug={club.slug}
              canInviteManagers={assignableRoles(clubRole(club.role)).includes('manager')}
            />
            <AddGuestForm clubSlug={club.slug} />
          </div>
          <PendingInvites clubSlug={club.slug} viewerRole={club.role} timeZone={timeZone} />
        </>
      ) : null}
      <MembersSection club={club} viewer={viewer} timeZone={timeZone} />
    </MembersLayout>
  );
}

function MembersSection({
  club,
  viewer,
  timeZone,
}: {
  club: Club;
  viewer: MemberViewer;
  timeZone?: string;
}) {
  const roleFilterId = useId();
  const { params, update } = useMemberListParams();
  const members = useQuery(membersQueryOptions(club.slug, params));
  const changeRole = useChangeMemberRole(club.slug);
  const remove = useRemoveMember(club.slug);
  const transfer = useTransferOwnership(club.slug);
  const [actionError, setActionError] = useState<ErrorText | null>(null);
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const [toTransfer, setToTransfer] = useState<Member | null>(null);
  const busy = changeRole.isPending || remove.isPending || transfer.isPending;
  const seesEmails = clubCan(viewer.role, 'members:see-emails');
  const filtered = params.search !== '' || params.role !== null;

  // A page that no longer exists (the last member on it was removed) falls back to the first.
  const pageGone =
    members.isError && isApiError(members.error) && members.error.status === 404 && params.page > 1;
  useEffect(() => {
    if (pageGone) update({ page: 1 });
  }, [pageGone, update]);

  const handlers: MemberActionHandlers = {
    onChangeRole: (member, role) => {
      setActionError(null);
      changeRole.mutate(
        { memberSlug: member.slug, role },
        {
          onSuccess: () => toast.success(M.roleChanged(member.name, ROLE_LABELS[role])),
          onError: (error) => setActionError(errorText(error, M.roleFailed)),
        },
      );
    },
    onRemove: setToRemove,
    onTransfer: setToTransfer,
  };

  const onRemove = () => {
    if (!toRemove) return;
    const member = toRemove;
    setToRemove(null);
    setActionError(null);
    remove.mutate(member.slug, {
      onSuccess: () => toast.success(M.removed(member.name)),
      onError: (error) => setActionError(errorText(error, M.removeFailed)),
    });
  };

  const onTransfer = () => {
    if (!toTransfer) return;
    const member = toTransfer;
    setToTransfer(null);
    setActionError(null);
    transfer.mutate(member.slug, {
      onSuccess: () => toast.success(M.transferred(member.name, club.name)),
      onError: (error) => setActionError(errorText(error, M.transferFailed)),
    });
  };

  return (
    <MembersCard
      title="Members"
      titleId="members-heading"
      aside={
        members.data ? (
          <p className="text-sm text-mist tabular-nums" aria-live="polite">
            {filtered
              ? `${members.data.count} ${members.data.count === 1 ? 'match' : 'matches'}`
              : membersCountLabel(members.data.count)}
          </p>
        ) : null
      }
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <MemberSearchField
            label="Search members"
            placeholder={seesEmails ? 'Name or email' : 'Name'}
            value={params.search}
            onSearch={(search) => update({ search })}
          />
          <div className="sm:w-52">
            <label htmlFor={roleFilterId} className="block text-sm font-medium text-chalk">
              Filter by role
            </label>
            <select
              id={roleFilterId}
              value={params.role ?? ''}
              onChange={(event) => {
                const role = MEMBER_ROLES.find((value) => value === event.target.value) ?? null;
                update({ role });
              }}
              className={`mt-2 ${controlClassName(false, 'h-11 appearance-auto pr-3')}`}
            >
              <option value="">All roles</option>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_FILTER_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <ErrorAlert error={actionError} onDismiss={() => setActionError(null)} />

        {members.isPending || pageGone ? (
          <p role="status" className="py-6 text-sm text-mist">
            Loading members...
          </p>
        ) : members.isError ? (
          <ErrorAlert
            error={{
              message: M.loadMembersFailed,
              detail: isApiError(members.error) ? members.error.detail : undefined,
            }}
            onRetry={() => void members.refetch()}
          />
        ) : members.data.results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-white/12 px-4 py-8 text-center text-sm text-mist">
            <p>{filtered ? 'No members match this search.' : 'No members yet.'}</p>
            {filtered ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-3"
                onClick={() => update({ search: '', role: null })}
              >
                Clear search and filter
              </Button>
            ) : null}
          </div>
        ) : (
          <div className={members.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            <MembersTable
              members={members.data.results}
              caption={`Members of ${club.name}`}
              viewer={viewer}
              showEmail={seesEmails}
              timeZone={timeZone}
              busy={busy}
              handlers={handlers}
            />
          </div>
        )}

        {members.data ? (
          <MemberPager list={members.data} page={params.page} onPage={(page) => update({ page })} />
        ) : null}
      </div>

      <ConfirmDialog
        open={toRemove !== null}
        title={`Remove ${toRemove?.name ?? 'this member'} from ${club.name}?`}
        description={
          toRemove?.status === 'guest'
            ? 'The guest player leaves the member list. You can add them again later.'
            : 'They lose access to the club. Their Felt account stays, and you can invite them again later.'
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={onRemove}
      />
      <ConfirmDialog
        open={toTransfer !== null}
        title={`Transfer ownership to ${toTransfer?.name ?? 'this member'}?`}
        description={`${toTransfer?.name ?? 'They'} becomes the owner of ${club.name}, with its plan and the final say on managers. You become a Club Manager: you keep managing members and games, but cannot take ownership back yourself.`}
        confirmLabel="Transfer ownership"
        pending={transfer.isPending}
        onCancel={() => setToTransfer(null)}
        onConfirm={onTransfer}
      />
    </MembersCard>
  );
}
