/**
 * Loads `path` as a new page: everything in memory goes, unlike a router navigation. The
 * flows that end a session (password change, account deletion) use it, and tests replace it.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
