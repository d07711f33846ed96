import type { Club, Member } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, UserCog, UserRoundCheck, UserRoundSearch } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/session-store';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub, useSignedInUserId } from '../../../lib/club/use-selected-club';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { MemberGames } from '../../games';
import { useClaimGuest } from '../api/claim-guest';
import { memberQueryOptions } from '../api/get-member';
import { GuestBadge, RoleBadge } from '../components/member-badges';
import { MemberStats } from '../components/member-stats';
import { MembersLayout } from '../components/members-layout';
import { STATUS_LABELS, dateLabel } from '../member-format';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { memberRowActions } from '../member-permissions';

/**
 * `/app/members/{memberSlug}`: one member of the selected club, their details and their
 * statistics from the recorded games (an honest empty state until they have one). A guest's profile can
 * be claimed by the member it belongs to.
 */
export function MemberProfilePage() {
  const { memberSlug = '' } = useParams();
  const { club } = useSelectedClub();
  if (!club) {
    return (
      <MembersLayout title="Member">
        <Alert tone="info">{M.noClub}</Alert>
      </MembersLayout>
    );
  }
  return <Profile key={`${club.slug}/${memberSlug}`} club={club} memberSlug={memberSlug} />;
}

function BackToDirectory() {
  return (
    <Link
      to={paths.membersDirectory()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-mist underline-offset-4 hover:text-chalk hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All members
    </Link>
  );
}

function Profile({ club, memberSlug }: { club: Club; memberSlug: string }) {
  const member = useQuery(memberQueryOptions(club.slug, memberSlug));
  const notFound = isApiError(member.error) && member.error.status === 404;
  usePageTitle(member.data?.name ?? (notFound ? M.memberNotFound : 'Member'));

  if (member.isPending) {
    return (
      <ProfileFrame>
        <p role="status" className="text-sm text-mist">
          Loading member...
        </p>
      </ProfileFrame>
    );
  }
  if (notFound) return <MemberNotFound club={club} />;
  if (member.isError) {
    return (
      <ProfileFrame>
        <Alert
          title={M.loadMemberFailed}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void member.refetch()}>
              Try again
            </Button>
          }
        >
          {isApiError(member.error) ? member.error.detail : undefined}
        </Alert>
      </ProfileFrame>
    );
  }
  return <ProfileView club={club} member={member.data} />;
}

function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8 2xl:max-w-6xl">
      <BackToDirectory />
      <div className="mt-5 space-y-6">{children}</div>
    </div>
  );
}

function MemberNotFound({ club }: { club: Club }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <UserRoundSearch className="size-10 text-gold-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">{M.memberNotFound}</h1>
      <p className="mt-3 text-mist">
        There is no such member in {club.name}. They may have been removed, or the link is mistyped.
      </p>
      <ButtonLink to={paths.membersDirectory()} className="mt-8">
        Back to the directory
      </ButtonLink>
    </div>
  );
}

function ProfileView({ club, member }: { club: Club; member: Member }) {
  const auth = useAuth();
  const timeZone = auth.status === 'authenticated' ? auth.user.timezone : undefined;
  const userId = useSignedInUserId();
  const isViewer = userId !== null && member.user_id === userId;
  const canManage = clubCan(club.role, 'club:manage');

  return (
    <ProfileFrame>
      <section
        aria-labelledby="member-name"
        className="relative isolate overflow-hidden rounded-2xl border border-gold-400/15 bg-felt-900 p-5 sm:p-7"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_90%_-10%,var(--color-felt-600)_0%,transparent_60%)]"
        />
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <UserAvatar src={member.avatar_url} name={member.name} size="lg" />
          <div className="min-w-0 flex-1">
            <h1
              id="member-name"
              className="text-2xl font-semibold tracking-tight break-words text-chalk sm:text-3xl"
            >
              {member.name}
              {isViewer ? (
                <span className="ml-2 align-middle text-sm font-medium text-felt-200">(you)</span>
              ) : null}
            </h1>
            <div className="mt-2 flex flex-wrap gap-2">
              <RoleBadge role={member.role} />
              {member.status === 'guest' ? <GuestBadge /> : null}
            </div>
          </div>
          {canManage ? (
            <ButtonLink
              to={paths.members(member.name)}
              variant="secondary"
              size="sm"
              className="self-start sm:self-center"
            >
              <UserCog className="size-4" aria-hidden="true" />
              Manage member
            </ButtonLink>
          ) : null}
        </div>
        <dl className="mt-6 grid gap-4 border-t border-white/10 pt-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-felt-200">Status</dt>
            <dd className="mt-1 font-semibold text-chalk">
              {member.status === 'guest'
                ? `${STATUS_LABELS.guest} player, no account`
                : STATUS_LABELS.active}
            </dd>
          </div>
          <div>
            <dt className="text-felt-200">Member since</dt>
            <dd className="mt-1 font-semibold text-chalk">
              <time dateTime={member.joined_at}>{dateLabel(member.joined_at, timeZone)}</time>
            </dd>
          </div>
          {member.email ? (
            <div className="min-w-0">
              <dt className="text-felt-200">Email</dt>
              <dd className="mt-1 font-semibold break-all text-chalk">
                <a
                  href={`mailto:${member.email}`}
                  className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
                >
                  <Mail className="size-4 shrink-0 text-felt-200" aria-hidden="true" />
                  {member.email}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      {member.status === 'guest' ? <ClaimGuest club={club} member={member} /> : null}

      <MemberGames
        clubSlug={club.slug}
        memberSlug={member.slug}
        name={member.name}
        isViewer={isViewer}
      />

      <MemberStats
        clubSlug={club.slug}
        memberSlug={member.slug}
        name={member.name}
        isViewer={isViewer}
        timeZone={timeZone}
      />
    </ProfileFrame>
  );
}

/** "This is me": what claiming does, and the button for anyone who may claim. */
function ClaimGuest({ club, member }: { club: Club; member: Member }) {
  const claim = useClaimGuest(club.slug);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ErrorText | null>(null);
  const userId = useSignedInUserId();
  const mayClaim = memberRowActions({ role: club.role, userId }, member).claim;

  const onClaim = () => {
    setConfirming(false);
    setError(null);
    claim.mutate(member.slug, {
      onSuccess: () => toast.success(M.claimed),
      onError: (failure) => setError(errorText(failure, M.claimFailed)),
    });
  };

  return (
    <section
      aria-labelledby="claim-heading"
      className="rounded-2xl border border-gold-400/20 bg-gold-400/[0.05] p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="claim-heading" className="text-lg font-semibold text-chalk">
            A guest player
          </h2>
          <p className="mt-1 text-sm leading-6 text-mist">
            {member.name} plays in {club.name} without a Felt account. If this is you, claim the
            profile: it joins your account, takes your name, picture and role in the club, and keeps
            its game history, which then counts as yours.
          </p>
        </div>
        {mayClaim ? (
          <Button
            className="shrink-0 self-start sm:self-center"
            disabled={claim.isPending}
            onClick={() => setConfirming(true)}
          >
            <UserRoundCheck className="size-4" aria-hidden="true" />
            {claim.isPending ? 'Claiming...' : 'This is me'}
          </Button>
        ) : null}
      </div>
      {error ? (
        <div className="mt-4">
          <ErrorAlert error={error} onDismiss={() => setError(null)} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={`Claim ${member.name}’s profile?`}
        description={`This guest profile becomes yours in ${club.name}: it shows your name and picture, takes your role, and replaces your current entry in the member list. Only claim a profile that is really you.`}
        confirmLabel="This is me"
        pending={claim.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onClaim}
      />
    </section>
  );
}
