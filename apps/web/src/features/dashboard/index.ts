/*
 * The dashboard feature's public surface for other features. Its pages are mounted by app/ from
 * routes/ (each page its own chunk); what another feature comes to need is exported here, never
 * by file (decision 0019): the app shell starts the dashboard's read with its own first reads.
 */
export { usePrefetchDashboard } from './api/use-dashboard';
