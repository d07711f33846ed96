import { ROLE_LABELS, type Club, type ClubRoleName } from '@felt/contract';
import type { ClubRole } from '@felt/domain';

// Typed so that a role the domain adds without a name in the contract does not compile.
const ROLE_NAMES: Record<ClubRole, ClubRoleName> = ROLE_LABELS;

export function presentClub(club: {
  id: number;
  slug: string;
  name: string;
  role: ClubRole;
  memberCount: number;
  hasBlindStructures: boolean;
  timezone: string;
}): Club {
  return {
    id: club.id,
    slug: club.slug,
    name: club.name,
    role: ROLE_NAMES[club.role],
    isOwner: club.role === 'owner',
    memberCount: club.memberCount,
    has_blind_structures: club.hasBlindStructures,
    timezone: club.timezone,
  };
}
