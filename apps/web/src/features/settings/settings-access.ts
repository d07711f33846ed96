import { CLUB_MESSAGES, type ClubRoleName } from '@felt/contract';
import { clubCan } from '../../lib/club/club-roles';

/**
 * Why the form is read-only for `role`, or undefined when it may be saved. Demo looks at
 * everything and writes nothing; a member only gets here on a league or season of another
 * of their clubs, since the page guard refuses members of the selected club.
 */
export function settingsReadOnlyReason(role: ClubRoleName | undefined): string | undefined {
  if (role === undefined || clubCan(role, 'club:manage')) return undefined;
  if (role === 'Demo')
    return `${CLUB_MESSAGES.demoReadOnly} Look around; nothing here can be saved.`;
  return 'Only the club owner and managers can change these settings.';
}
