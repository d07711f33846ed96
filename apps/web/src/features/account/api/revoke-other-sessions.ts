import { revokeOtherSessionsResponseSchema, type Session } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** `POST /api/auth/sessions/revoke-others/`: signs out everywhere but here. */
export async function revokeOtherSessions() {
  return revokeOtherSessionsResponseSchema.parse(
    await api.post('/api/auth/sessions/revoke-others/'),
  );
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<Session[]>(SESSIONS_QUERY_KEY, (sessions) =>
        sessions?.filter((session) => session.current),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
