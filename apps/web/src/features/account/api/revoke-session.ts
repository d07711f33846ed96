import type { Session } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** `DELETE /api/auth/sessions/{id}/`: signs that device out. */
export async function revokeSession(id: string): Promise<void> {
  await api.delete(`/api/auth/sessions/${encodeURIComponent(id)}/`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Session[]>(SESSIONS_QUERY_KEY, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
    },
    // A session that was already gone (404) is gone all the same: show the server's list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
