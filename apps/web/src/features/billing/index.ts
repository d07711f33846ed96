/*
 * The billing feature's public surface for other features (decision 0019): its pages are
 * mounted by app/ from routes/ (each page its own chunk).
 */
export { billingQueryKey } from './api/get-billing';
