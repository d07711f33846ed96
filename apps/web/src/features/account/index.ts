/*
 * The account feature's public surface for other features: import it from here, not from its
 * files. Its pages are mounted by app/ from routes/ (decision 0019).
 */

/** The Change Password modal, fetched the first time it opens (a chunk of its own). */
export const loadChangePasswordModal = () => import('./components/change-password-modal');
