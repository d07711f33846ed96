import { seasonImportResponseSchema, type SeasonImportResponse } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { resultsKeys } from './leaderboard';

/** `POST /api/seasons/{slug}/import/` (decision 0037). */
export const seasonImportPath = (seasonSlug: string) =>
  `/api/seasons/${encodeURIComponent(seasonSlug)}/import/`;

const IMPORT_TIMEOUT_MS = 60_000;

export interface SeasonImportInput {
  seasonSlug: string;
  file: File;
  /** True: only check the file and answer what the import would create. */
  dryRun: boolean;
}

/**
 * Sends the file as multipart/form-data (the browser writes the Content-Type with its boundary).
 * A refused import (400 `import_invalid`) carries the same answer as a dry run, with the
 * problems the server found: it is returned, not thrown, so the screen shows it like a preview.
 */
export async function importSeason(input: SeasonImportInput): Promise<SeasonImportResponse> {
  const form = new FormData();
  form.append('dry_run', String(input.dryRun));
  form.append('file', input.file, input.file.name);
  try {
    return seasonImportResponseSchema.parse(
      // A season of games takes longer to check and write than the 15 s other requests get.
      await api.post(seasonImportPath(input.seasonSlug), form, { timeoutMs: IMPORT_TIMEOUT_MS }),
    );
  } catch (error) {
    if (isApiError(error) && error.code === 'import_invalid') {
      const refused = seasonImportResponseSchema.safeParse(error.body);
      if (refused.success) return refused.data;
    }
    throw error;
  }
}

export function useImportSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSeason,
    onSuccess: (answer, input) => {
      if (answer.imported) {
        void queryClient.invalidateQueries({ queryKey: resultsKeys.leaderboard(input.seasonSlug) });
      }
    },
  });
}
