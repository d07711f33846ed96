/** `/api/clubs/{slug}/blind-schedules/` and below (SPEC.md section 7). */
export function blindSchedulesPath(clubSlug: string, ...rest: string[]): string {
  const tail = rest.map((part) => `${encodeURIComponent(part)}/`).join('');
  return `/api/clubs/${encodeURIComponent(clubSlug)}/blind-schedules/${tail}`;
}

export const blindScheduleKeys = {
  all: (clubSlug: string) => ['blind-schedules', clubSlug] as const,
  list: (clubSlug: string) => ['blind-schedules', clubSlug, 'list'] as const,
  detail: (clubSlug: string, scheduleSlug: string) =>
    ['blind-schedules', clubSlug, 'detail', scheduleSlug] as const,
};
