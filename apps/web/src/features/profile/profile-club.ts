import type { Club } from '@felt/contract';

/** The demo visitor: a Demo role in any club (SPEC.md section 6). */
export function isDemoVisitor(clubs: readonly Club[]): boolean {
  return clubs.some((club) => club.role === 'Demo');
}
