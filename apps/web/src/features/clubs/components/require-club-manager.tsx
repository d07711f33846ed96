import { ShieldAlert } from 'lucide-react';
import { Outlet } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';

export const NOT_A_MANAGER_MESSAGE =
  'Only the club owner and managers can open this page. Ask them if you need a change here.';

/**
 * Management pages (SPEC.md section 6: owner or manager passes the checks; Demo looks without
 * touching). A member who opens one by its address is refused here; the server refuses their
 * writes anyway. While the clubs load the shell shows its own loading screen.
 */
export function RequireClubManager() {
  const { club } = useSelectedClub();
  if (club && !clubCan(club.role, 'club:see-management')) return <NotAManager />;
  return <Outlet />;
}

function NotAManager() {
  usePageTitle('Owners and managers only');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShieldAlert className="size-10 text-gold-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">
        Owners and managers only
      </h1>
      <p className="mt-3 text-mist">{NOT_A_MANAGER_MESSAGE}</p>
      <ButtonLink to={paths.dashboard()} className="mt-8">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}
