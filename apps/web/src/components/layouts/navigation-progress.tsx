import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-gold-400/20"
    >
      <div className="h-full w-1/3 animate-progress bg-gold-400 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
