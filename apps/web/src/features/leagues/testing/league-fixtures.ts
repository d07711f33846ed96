import { season } from '../../../testing/fixtures';

/** "Today" in these tests: mid-June 2026. */
export const TODAY = new Date('2026-06-15T12:00:00Z');

/*
 * Seasons of the main league around TODAY, in the server's order: running (latest begun first),
 * then upcoming, then ended.
 */
export const SUMMER = season({
  slug: 'summer',
  title: 'Summer Series',
  begin_date: '2026-06-01',
  end_date: '2026-08-31',
  is_active: false,
});
export const YEAR = season({ slug: 'year', id: 2, title: '2026' });
export const FALL = season({
  slug: 'fall',
  id: 3,
  title: 'Fall',
  begin_date: '2026-09-01',
  end_date: '2026-11-30',
});
export const Y2025 = season({
  slug: 'y2025',
  id: 4,
  title: '2025',
  begin_date: '2025-01-01',
  end_date: '2025-12-31',
});
