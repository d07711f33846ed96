import type { Club, Member } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { isApiError } from '../../../lib/api-client';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub, useSignedInUserId } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { membersQueryOptions } from '../api/list-members';
import { GuestBadge, RoleBadge } from '../components/member-badges';
import { MemberPager } from '../components/member-pager';
import { MemberSearchField } from '../components/member-search-field';
import { MembersLayout } from '../components/members-layout';
import { membersCountLabel } from '../member-format';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { useMemberListParams } from '../use-member-list-params';

const TITLE = 'Members';

/**
 * `/app/members/directory` (Members): everyone in the selected club as cards, searchable,
 * each opening the member's profile. Every role sees it.
 */
export function MembersDirectoryPage() {
  usePageTitle(TITLE);
  const { club } = useSelectedClub();
  if (!club) {
    return (
      <MembersLayout title={TITLE}>
        <Alert tone="info">{M.noClub}</Alert>
      </MembersLayout>
    );
  }
  return <Directory club={club} />;
}

function Directory({ club }: { club: Club }) {
  const { params, update } = useMemberListParams();
  const members = useQuery(membersQueryOptions(club.slug, { ...params, role: null }));
  const userId = useSignedInUserId();

  return (
    <MembersLayout
      title={TITLE}
      description={
        <>
          Everyone in <span className="font-semibold text-chalk">{club.name}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {membersCountLabel(club.memberCount)}
        </>
      }
      actions={
        clubCan(club.role, 'club:manage') ? (
          <ButtonLink to={paths.members()} variant="secondary" size="sm">
            <UserCog className="size-4" aria-hidden="true" />
            Manage Members
          </ButtonLink>
        ) : null
      }
    >
      <div className="max-w-xl">
        <MemberSearchField
          label="Search members"
          placeholder="Search by name"
          value={params.search}
          onSearch={(search) => update({ search })}
        />
      </div>

      {members.isPending ? (
        <p role="status" className="text-sm text-mist">
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
        <div className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-mist">
          <p>
            {params.search
              ? `Nobody in ${club.name} matches “${params.search}”.`
              : 'No members yet.'}
          </p>
          {params.search ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3"
              onClick={() => update({ search: '' })}
            >
              Show everyone
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {params.search
              ? `${members.data.count} ${members.data.count === 1 ? 'member matches' : 'members match'}`
              : membersCountLabel(members.data.count)}
          </p>
          <ul
            aria-label={`Members of ${club.name}`}
            className={`grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-4 ${
              members.isPlaceholderData ? 'opacity-60 transition-opacity' : ''
            }`}
          >
            {members.data.results.map((member) => (
              <MemberCard
                key={member.slug}
                member={member}
                isViewer={userId !== null && member.user_id === userId}
              />
            ))}
          </ul>
          <MemberPager list={members.data} page={params.page} onPage={(page) => update({ page })} />
        </>
      )}
    </MembersLayout>
  );
}

function MemberCard({ member, isViewer }: { member: Member; isViewer: boolean }) {
  return (
    <li>
      <Link
        to={paths.member(member.slug)}
        className="group flex h-full items-center gap-4 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-4 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)] transition-colors hover:border-white/15 hover:bg-ink-850"
      >
        <UserAvatar src={member.avatar_url} name={member.name} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-chalk group-hover:text-gold-300">
            {member.name}
            {isViewer ? <span className="ml-1.5 text-xs font-normal text-fog">(you)</span> : null}
          </span>
          <span className="mt-1.5 flex flex-wrap gap-1.5">
            <RoleBadge role={member.role} />
            {member.status === 'guest' ? <GuestBadge /> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
