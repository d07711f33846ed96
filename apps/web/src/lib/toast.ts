/*
 * The one import point for toasts. The unstyled build leaves the CSS to a real stylesheet
 * (imported in main.tsx) instead of injecting it from JavaScript, and the container and
 * `toast()` must come from the same module or toasts never show.
 */
export { toast, ToastContainer } from 'react-toastify/unstyled';
