import type { User } from '@felt/contract';
import type { UserRow } from '../../db/schema';
import { mediaUrl } from '../../storage/media-storage';

/** The user as the API shows it: a whitelist, so new columns never leak by default. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    avatar_url: row.avatar_path ? mediaUrl(row.avatar_path) : null,
    timezone: row.timezone,
    venmo_handle: row.venmo_handle,
    paypal_handle: row.paypal_handle,
  };
}
