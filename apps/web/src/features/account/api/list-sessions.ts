import { sessionListResponseSchema, type Session } from '@felt/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** `GET /api/auth/sessions/`: every signed-in device of the user, this one first. */
export async function listSessions({ signal }: { signal?: AbortSignal } = {}): Promise<Session[]> {
  return sessionListResponseSchema.parse(await api.get('/api/auth/sessions/', { signal }));
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions, staleTime: 0 });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
