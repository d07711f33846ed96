import type { Member } from '@felt/contract';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../lib/paths';
import { STATUS_LABELS, dateLabel } from '../member-format';
import { memberRowActions, type MemberViewer } from '../member-permissions';
import { GuestBadge, RoleBadge } from './member-badges';
import { MemberActionsMenu, type MemberActionHandlers } from './member-actions-menu';

const HEAD = 'px-4 py-3 text-xs font-semibold tracking-wide text-fog uppercase';
/*
 * One table for every width: in a box at least 56rem wide it is a table; in a narrower one
 * (a phone, a tablet beside the sidebar) each row is a card whose cells stack with a small
 * label in front and the header row is for screen readers only, so nothing scrolls sideways.
 * The explicit roles keep it a table for screen readers whatever its display.
 */
const CELL =
  'flex items-baseline justify-between gap-4 @4xl:table-cell @4xl:px-4 @4xl:py-3 @4xl:align-middle';

function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span className="text-xs font-medium text-fog @4xl:hidden" aria-hidden="true">
      {children}
    </span>
  );
}

export function MembersTable({
  members,
  caption,
  viewer,
  showEmail,
  timeZone,
  busy,
  handlers,
}: {
  members: Member[];
  caption: string;
  viewer: MemberViewer;
  showEmail: boolean;
  timeZone?: string;
  busy: boolean;
  handlers: MemberActionHandlers;
}) {
  return (
    <div className="@container">
      <table role="table" className="block w-full text-left text-sm @4xl:table @4xl:table-fixed">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only @4xl:not-sr-only @4xl:table-header-group">
          <tr role="row" className="@4xl:border-b @4xl:border-white/[0.07]">
            <th role="columnheader" scope="col" className={HEAD}>
              Member
            </th>
            {showEmail ? (
              <th role="columnheader" scope="col" className={HEAD}>
                Email
              </th>
            ) : null}
            <th role="columnheader" scope="col" className={`${HEAD} @4xl:w-36`}>
              Role
            </th>
            <th role="columnheader" scope="col" className={`${HEAD} @4xl:w-28`}>
              Status
            </th>
            <th role="columnheader" scope="col" className={`${HEAD} @4xl:w-36`}>
              Joined
            </th>
            <th role="columnheader" scope="col" className={`${HEAD} @4xl:w-16`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="grid grid-cols-1 gap-3 @2xl:grid-cols-2 @4xl:table-row-group"
        >
          {members.map((member) => {
            const actions = memberRowActions(viewer, member);
            const hasActions = actions.roleChanges.length > 0 || actions.remove || actions.transfer;
            const isViewer = viewer.userId !== null && member.user_id === viewer.userId;
            return (
              <tr
                key={member.slug}
                role="row"
                className="relative flex min-w-0 flex-col gap-2.5 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-4 @4xl:table-row @4xl:rounded-none @4xl:border-0 @4xl:border-b @4xl:border-white/[0.05] @4xl:bg-transparent @4xl:p-0 @4xl:last:border-b-0 @4xl:hover:bg-white/[0.02]"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="flex min-w-0 items-center gap-3 pr-10 text-left font-normal @4xl:table-cell @4xl:py-3 @4xl:pr-4 @4xl:pl-4"
                >
                  <span className="flex min-w-0 items-center gap-3">
                    <UserAvatar src={member.avatar_url} name={member.name} />
                    <span className="min-w-0">
                      <Link
                        to={paths.member(member.slug)}
                        title={member.name}
                        className="block truncate font-semibold text-chalk underline-offset-4 hover:text-gold-300 hover:underline"
                      >
                        {member.name}
                      </Link>
                      {isViewer ? <span className="text-xs text-fog">You</span> : null}
                    </span>
                  </span>
                </th>
                {showEmail ? (
                  <td role="cell" className={CELL}>
                    <CardLabel>Email</CardLabel>
                    {member.email ? (
                      <a
                        href={`mailto:${member.email}`}
                        title={member.email}
                        className="min-w-0 truncate text-mist hover:text-chalk @4xl:block"
                      >
                        {member.email}
                      </a>
                    ) : (
                      <span className="text-fog">No account</span>
                    )}
                  </td>
                ) : null}
                <td role="cell" className={CELL}>
                  <CardLabel>Role</CardLabel>
                  <RoleBadge role={member.role} />
                </td>
                <td role="cell" className={CELL}>
                  <CardLabel>Status</CardLabel>
                  {member.status === 'guest' ? (
                    <GuestBadge />
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-mist">
                      <span className="size-1.5 rounded-full bg-felt-400" aria-hidden="true" />
                      {STATUS_LABELS.active}
                    </span>
                  )}
                </td>
                <td role="cell" className={CELL}>
                  <CardLabel>Joined</CardLabel>
                  <time
                    dateTime={member.joined_at}
                    className="whitespace-nowrap text-mist tabular-nums"
                  >
                    {dateLabel(member.joined_at, timeZone)}
                  </time>
                </td>
                <td
                  role="cell"
                  className="absolute top-3 right-3 @4xl:static @4xl:table-cell @4xl:px-2 @4xl:py-3 @4xl:text-right @4xl:align-middle"
                >
                  {hasActions ? (
                    <MemberActionsMenu
                      member={member}
                      actions={actions}
                      busy={busy}
                      handlers={handlers}
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
