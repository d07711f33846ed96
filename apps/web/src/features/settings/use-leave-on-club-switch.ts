import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onClubSwitch } from '../../lib/club/use-switch-club';
import { paths } from '../../lib/paths';

/**
 * A league or season belongs to one club; after switching clubs its page would show the old
 * club's scope under the new club's name, so the page goes to the new club's settings.
 */
export function useLeaveOnClubSwitch(): void {
  const navigate = useNavigate();
  useEffect(() => onClubSwitch(() => void navigate(paths.settings.club())), [navigate]);
}
