import { z } from 'zod';

/**
 * The private calendar feed of one member of one club (issue 12, decision 0021): an address a
 * calendar app subscribes to without cookies, so the secret is in the address.
 * `GET /api/clubs/{slug}/calendar-feed/` shows it (null until the member asks for one),
 * `POST` makes a new one, and the old address stops working.
 */
export const calendarFeedSchema = z.object({
  /** `APP_URL/api/calendar/{token}.ics`, or null when the member has none yet. */
  url: z.string().nullable(),
  /** The same feed as a `webcal://` address, which calendar apps open to subscribe. */
  webcal_url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The `.ics` a browser downloads for one game: `GET /api/games/{gameSlug}/calendar.ics`. */
export const gameCalendarPath = (gameSlug: string) =>
  `/api/games/${encodeURIComponent(gameSlug)}/calendar.ics`;
