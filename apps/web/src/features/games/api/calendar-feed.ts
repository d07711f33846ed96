import { calendarFeedSchema, type CalendarFeed } from '@felt/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The member's private calendar feed of one club (decision 0021). */
export const calendarFeedPath = (clubSlug: string) =>
  `/api/clubs/${encodeURIComponent(clubSlug)}/calendar-feed/`;
export const calendarFeedKey = (clubSlug: string) => ['calendar-feed', clubSlug] as const;

/** `GET /api/clubs/{slug}/calendar-feed/`: the address, or nulls until the member asks. */
export async function getCalendarFeed(
  clubSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.get(calendarFeedPath(clubSlug), { signal }));
}

export function calendarFeedQueryOptions(clubSlug: string) {
  return queryOptions({
    queryKey: calendarFeedKey(clubSlug),
    queryFn: ({ signal }) => getCalendarFeed(clubSlug, { signal }),
  });
}

/** `POST /api/clubs/{slug}/calendar-feed/`: a new address; the old one stops working. */
export async function resetCalendarFeed(clubSlug: string): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.post(calendarFeedPath(clubSlug), {}));
}

export function useResetCalendarFeed(clubSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCalendarFeed(clubSlug),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(clubSlug), feed),
  });
}
