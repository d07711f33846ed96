import {
  blindScheduleSchema,
  type BlindSchedule,
  type UpdateBlindScheduleRequest,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blindScheduleKeys, blindSchedulesPath } from './blind-schedule-paths';

/** `PATCH .../{s}/`: title, sounds, or making it the club's default. */
export async function updateBlindSchedule(
  clubSlug: string,
  scheduleSlug: string,
  body: UpdateBlindScheduleRequest,
): Promise<BlindSchedule> {
  return blindScheduleSchema.parse(
    await api.patch(blindSchedulesPath(clubSlug, scheduleSlug), body),
  );
}

export async function deleteBlindSchedule(clubSlug: string, scheduleSlug: string): Promise<void> {
  await api.delete(blindSchedulesPath(clubSlug, scheduleSlug));
}

/** `POST .../{s}/clone/`: a copy titled "X (Clone)", never the default. */
export async function cloneBlindSchedule(
  clubSlug: string,
  scheduleSlug: string,
): Promise<BlindSchedule> {
  return blindScheduleSchema.parse(
    await api.post(blindSchedulesPath(clubSlug, scheduleSlug, 'clone')),
  );
}

function useInvalidateSchedules(clubSlug: string) {
  const queryClient = useQueryClient();
  // The default flag and the list order change for every schedule, so the whole club refetches.
  return () => queryClient.invalidateQueries({ queryKey: blindScheduleKeys.all(clubSlug) });
}

export function useUpdateBlindSchedule(clubSlug: string) {
  const invalidate = useInvalidateSchedules(clubSlug);
  return useMutation({
    mutationFn: ({
      scheduleSlug,
      body,
    }: {
      scheduleSlug: string;
      body: UpdateBlindScheduleRequest;
    }) => updateBlindSchedule(clubSlug, scheduleSlug, body),
    onSuccess: invalidate,
  });
}

export function useDeleteBlindSchedule(clubSlug: string) {
  const invalidate = useInvalidateSchedules(clubSlug);
  return useMutation({
    mutationFn: (scheduleSlug: string) => deleteBlindSchedule(clubSlug, scheduleSlug),
    onSuccess: invalidate,
  });
}

export function useCloneBlindSchedule(clubSlug: string) {
  const invalidate = useInvalidateSchedules(clubSlug);
  return useMutation({
    mutationFn: (scheduleSlug: string) => cloneBlindSchedule(clubSlug, scheduleSlug),
    onSuccess: invalidate,
  });
}
