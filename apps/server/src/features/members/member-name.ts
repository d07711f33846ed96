/** The name a member goes by: a guest's display name, else the account's first and last name. */
export function memberName(member: {
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
}): string {
  return member.display_name ?? `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim();
}

/**
 * The name as the members list sorts and searches it: accents and case folded, spaces
 * squeezed, so "Émile Zola" sorts and is found with "emile". Stored as `club_member.sort_name`.
 */
export function memberSortKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
