import { blindScheduleSchema, type BlindSchedule } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blindScheduleKeys, blindSchedulesPath } from './blind-schedule-paths';

export async function getBlindSchedule(
  clubSlug: string,
  scheduleSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlindSchedule> {
  return blindScheduleSchema.parse(
    await api.get(blindSchedulesPath(clubSlug, scheduleSlug), { signal }),
  );
}

export function blindScheduleQueryOptions(clubSlug: string, scheduleSlug: string) {
  return queryOptions({
    queryKey: blindScheduleKeys.detail(clubSlug, scheduleSlug),
    queryFn: ({ signal }) => getBlindSchedule(clubSlug, scheduleSlug, { signal }),
  });
}
