import { blindScheduleListResponseSchema, type BlindSchedule } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blindScheduleKeys, blindSchedulesPath } from './blind-schedule-paths';

/** Every schedule of the club, the default first (the server sorts). */
export async function listBlindSchedules(
  clubSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlindSchedule[]> {
  const body = await api.get(blindSchedulesPath(clubSlug), { signal });
  return blindScheduleListResponseSchema.parse(body).results;
}

export function blindSchedulesQueryOptions(clubSlug: string) {
  return queryOptions({
    queryKey: blindScheduleKeys.list(clubSlug),
    queryFn: ({ signal }) => listBlindSchedules(clubSlug, { signal }),
  });
}
