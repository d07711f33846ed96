/** The name a member goes by: a guest's display name, else the account's first and last name. */
export function memberName(member: {
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
}): string {
  return member.display_name ?? `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim();
}
