/** "1 member", "12 members" (SPEC.md section 2's 'N members'). */
export function memberCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}
