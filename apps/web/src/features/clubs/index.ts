/*
 * The clubs feature's public surface for other features: import it from here, not from its
 * files (decision 0019). The selected club itself (store, hooks, switching, roles) is app-wide
 * state in lib/club/.
 */
export {
  subscriptionLimitsQueryKey,
  subscriptionLimitsQueryOptions,
} from './api/get-subscription-limits';
export { updateClub, useUpdateClub } from './api/update-club';
export { CLUB_SELECTOR_LOCKED_TITLE, ClubSelector } from './components/club-selector';
export { NOT_A_MANAGER_MESSAGE, RequireClubManager } from './components/require-club-manager';
export { memberCountLabel } from './member-count-label';
