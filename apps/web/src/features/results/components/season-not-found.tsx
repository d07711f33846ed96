import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** A season page's answer when the season is none of the viewer's clubs' (404). */
export function SeasonNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <SearchX className="size-10 text-gold-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">Season not found</h1>
      <p className="mt-3 text-mist">
        No season of your clubs has this address. It may have been deleted.
      </p>
      <ButtonLink to={paths.dashboard()} className="mt-8">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}
