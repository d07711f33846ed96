/*
 * The settings feature's public surface for other features. Its pages are mounted by app/ from
 * routes/ (each page its own chunk); what another feature comes to need is exported here, never
 * by file (decision 0019).
 */
export { gameSettingsQueryOptions, settingsQueryOptions } from './api/get-settings';
export { formatCents, parseDollarInput } from './money-format';
