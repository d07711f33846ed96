/*
 * The members feature's public surface for other features: import it from here, not from its
 * files. Its pages are mounted by app/ from routes/ (decision 0019).
 */
export { membersQueryOptions } from './api/list-members';
