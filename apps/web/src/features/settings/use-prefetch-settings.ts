import { useQuery } from '@tanstack/react-query';
import { useSelectedClub } from '../../lib/club/use-selected-club';
import { blindSchedulesQueryOptions } from '../blind-schedules';
import { settingsQueryOptions } from './api/get-settings';
import type { SettingsScope } from './api/settings-paths';

/**
 * Asks at once for what a settings page will show, so its requests run side by side rather than
 * one after the other as its parts mount (issue 19 item 9): the scope's own settings (its slug is
 * in the address), the selected club's settings (every chain ends there) and its blind schedules
 * (the default-schedule picker). The parts read the same queries when they mount.
 */
export function usePrefetchSettings(scope: SettingsScope) {
  const { club } = useSelectedClub();
  const clubSlug = club?.slug ?? '';
  useQuery({ ...settingsQueryOptions(scope), enabled: scope.slug !== '' });
  useQuery({ ...settingsQueryOptions({ kind: 'club', slug: clubSlug }), enabled: clubSlug !== '' });
  useQuery({ ...blindSchedulesQueryOptions(clubSlug), enabled: clubSlug !== '' });
}
