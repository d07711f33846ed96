import {
  blindScheduleSchema,
  type BlindSchedule,
  type CreateBlindScheduleRequest,
  type GenerateBlindScheduleRequest,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blindScheduleKeys, blindSchedulesPath } from './blind-schedule-paths';

export async function createBlindSchedule(
  clubSlug: string,
  body: CreateBlindScheduleRequest,
): Promise<BlindSchedule> {
  return blindScheduleSchema.parse(await api.post(blindSchedulesPath(clubSlug), body));
}

/** `POST .../generate/`: the wizard's structure, generated again by the server from the same input. */
export async function generateBlindSchedule(
  clubSlug: string,
  body: GenerateBlindScheduleRequest,
): Promise<BlindSchedule> {
  return blindScheduleSchema.parse(await api.post(blindSchedulesPath(clubSlug, 'generate'), body));
}

export function useCreateBlindSchedule(clubSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlindScheduleRequest) => createBlindSchedule(clubSlug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blindScheduleKeys.all(clubSlug) }),
  });
}

export function useGenerateBlindSchedule(clubSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBlindScheduleRequest) => generateBlindSchedule(clubSlug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blindScheduleKeys.all(clubSlug) }),
  });
}
