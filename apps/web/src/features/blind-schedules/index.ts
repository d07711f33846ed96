/*
 * The blind schedules' public surface for other features: import it from here, not from their
 * files. Their pages are mounted by app/ from routes/ (decision 0019).
 */
export { blindSchedulesQueryOptions } from './api/list-blind-schedules';
