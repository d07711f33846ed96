import { useNavigationPending } from '../../lib/navigation-pending';

/**
 * The thin gold bar at the top of the window. It fades in after a short delay, so a page
 * whose code is already cached never flashes it.
 */
export function ProgressBar({ label = 'Loading page' }: { label?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-fade-in-late overflow-hidden bg-gold-400/20"
    >
      <div className="h-full w-1/3 animate-progress bg-gold-400 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}

/** Shows the bar while a navigation waits for the next page's code. */
export function NavigationProgress() {
  return useNavigationPending() ? <ProgressBar /> : null;
}

/**
 * Suspense fallback for the first visit to a page whose code is still loading: the bar, and
 * room where the page will be so the footer does not jump up and down.
 */
export function PageLoading() {
  return (
    <>
      <ProgressBar />
      <div className="min-h-[70vh]" />
    </>
  );
}
