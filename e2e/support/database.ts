import path from 'node:path';
import Database from 'better-sqlite3';

/*
 * The browser suite's server runs on an SQLite file in FELT_E2E_DATA_DIR. A few set-ups that
 * have no screen yet (a member joining someone else's club) are written there directly.
 */
function open() {
  const dataDir = process.env.FELT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('FELT_E2E_DATA_DIR is not set');
  const db = new Database(path.join(dataDir, 'felt.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Adds the user with this email to the club with this name, with the given role. */
export function addMembership(email: string, clubName: string, role: 'member' | 'manager') {
  const db = open();
  try {
    const user = db.prepare('select id from user where email = ?').get(email) as { id: number };
    const club = db.prepare('select id from club where name = ?').get(clubName) as { id: number };
    const columns = (db.prepare('pragma table_info(club_member)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    const row: Record<string, unknown> = {
      club_id: club.id,
      user_id: user.id,
      role,
      created_at: new Date().toISOString(),
    };
    if (columns.includes('slug')) row.slug = `e2e-${user.id}-${club.id}`;
    if (columns.includes('display_name')) row.display_name = null;
    const names = Object.keys(row);
    db.prepare(
      `insert into club_member (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
    ).run(...Object.values(row));
  } finally {
    db.close();
  }
}
