import {
  blindLevelListSchema,
  blindLevelSchema,
  type BlindLevel,
  type BlindLevelInput,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blindScheduleKeys, blindSchedulesPath } from './blind-schedule-paths';

type LevelPatch = Partial<BlindLevelInput> & { slug: string };

/**
 * Every level write of one schedule. The server renumbers levels after each change, so every
 * success refetches the schedule (and the list's totals) rather than patching the cache.
 */
export function useBlindLevelMutations(clubSlug: string, scheduleSlug: string) {
  const queryClient = useQueryClient();
  const levelsPath = (...rest: string[]) =>
    blindSchedulesPath(clubSlug, scheduleSlug, 'levels', ...rest);
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: blindScheduleKeys.all(clubSlug) });

  return {
    create: useMutation({
      mutationFn: async (body: Partial<BlindLevelInput>): Promise<BlindLevel> =>
        blindLevelSchema.parse(await api.post(levelsPath(), body)),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: async ({ slug, ...body }: LevelPatch): Promise<BlindLevel> =>
        blindLevelSchema.parse(await api.patch(levelsPath(slug), body)),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async (slug: string): Promise<BlindLevel[]> =>
        blindLevelListSchema.parse(await api.delete(levelsPath(slug))),
      onSuccess,
    }),
    removeAll: useMutation({
      mutationFn: async (): Promise<void> => {
        await api.delete(levelsPath('delete-all'));
      },
      onSuccess,
    }),
    swap: useMutation({
      mutationFn: async ([first, second]: [string, string]): Promise<BlindLevel[]> =>
        blindLevelListSchema.parse(
          await api.post(levelsPath('swap'), [{ slug: first }, { slug: second }]),
        ),
      onSuccess,
    }),
    bulkUpdate: useMutation({
      mutationFn: async (patches: LevelPatch[]): Promise<BlindLevel[]> =>
        blindLevelListSchema.parse(await api.patch(levelsPath('bulk-update'), patches)),
      onSuccess,
    }),
  };
}
