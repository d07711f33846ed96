/*
 * The members feature's public surface for other features: import it from here, not from its
 * files. Its pages are mounted by app/ from routes/ (decision 0019).
 */
export { membersQueryOptions } from './api/list-members';
// The game editor's player pickers read every member (the results feature).
export { listMembers } from './api/list-members';
export { memberKeys } from './api/member-paths';
