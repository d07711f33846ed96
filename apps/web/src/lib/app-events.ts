/*
 * App-wide events that cross feature boundaries without features importing each other
 * (SPEC.md section 4): saving the profile emits profile-updated, and renaming the club emits
 * club-updated with the club's id and new name so every place that shows the name updates at once.
 */
export interface ClubUpdatedDetail {
  clubId: number;
  name: string;
}

const CLUB_UPDATED = 'felt:club-updated';
const PROFILE_UPDATED = 'felt:profile-updated';

export function emitClubUpdated(detail: ClubUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<ClubUpdatedDetail>(CLUB_UPDATED, { detail }));
}

/** Returns the unsubscribe function, ready for a useEffect cleanup. */
export function onClubUpdated(listener: (detail: ClubUpdatedDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ClubUpdatedDetail>).detail);
  window.addEventListener(CLUB_UPDATED, handler);
  return () => window.removeEventListener(CLUB_UPDATED, handler);
}

export function emitProfileUpdated(): void {
  window.dispatchEvent(new Event(PROFILE_UPDATED));
}

export function onProfileUpdated(listener: () => void): () => void {
  window.addEventListener(PROFILE_UPDATED, listener);
  return () => window.removeEventListener(PROFILE_UPDATED, listener);
}
