import type { League } from '@felt/contract';
import { Link } from '../../../components/ui/link';

const PILL =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors';
const CURRENT = 'border-gold-400/50 bg-gold-400/10 text-gold-200';
const OTHER = 'border-white/10 text-mist hover:border-white/25 hover:text-chalk';

/**
 * The club's leagues as pills, scrolling sideways inside their own strip on a phone. With
 * `hrefFor` each is a link (the dashboard's addresses); with `onSelect` a toggle button.
 */
export function LeaguePicker({
  leagues,
  currentSlug,
  hrefFor,
  onSelect,
}: {
  leagues: readonly League[];
  currentSlug: string | null;
  hrefFor?: (league: League) => string;
  onSelect?: (league: League) => void;
}) {
  return (
    <nav aria-label="Leagues" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 py-1">
        {leagues.map((league) => {
          const current = league.slug === currentSlug;
          const className = `${PILL} ${current ? CURRENT : OTHER}`;
          return (
            <li key={league.slug}>
              {hrefFor ? (
                <Link
                  to={hrefFor(league)}
                  aria-current={current ? 'page' : undefined}
                  className={className}
                >
                  {league.name}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => onSelect?.(league)}
                  className={className}
                >
                  {league.name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
