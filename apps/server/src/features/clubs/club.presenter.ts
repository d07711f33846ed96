import type { Club, ClubRoleName } from '@felt/contract';
import type { ClubRole } from '../../db/schema';

const ROLE_NAMES: Record<ClubRole, ClubRoleName> = {
  owner: 'Owner',
  manager: 'Club Manager',
  member: 'Member',
  demo: 'Demo',
};

export function presentClub(club: {
  id: number;
  slug: string;
  name: string;
  role: ClubRole;
  memberCount: number;
  hasBlindStructures: boolean;
}): Club {
  return {
    id: club.id,
    slug: club.slug,
    name: club.name,
    role: ROLE_NAMES[club.role],
    isOwner: club.role === 'owner',
    memberCount: club.memberCount,
    has_blind_structures: club.hasBlindStructures,
  };
}
