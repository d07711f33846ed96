import type { MigrationModule } from './migration';
import * as m0001 from './0001-platform';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-mail-outbox-retries';
import * as m0004 from './0004-clubs-profile-events';
import * as m0005 from './0005-blind-schedules';
import * as m0006 from './0006-leagues-seasons';
import * as m0007 from './0007-member-slugs-invites';
import * as m0008 from './0008-scope-settings';
import * as m0009 from './0009-hidden-season-with-club';
import * as m0010 from './0010-scope-setting-keys';
import * as m0011 from './0011-games';
import * as m0013 from './0013-calendar-reminders-mail-preferences';
import * as m0014 from './0014-game-settings-scope';
import * as m0015 from './0015-game-commands';
import * as m0016 from './0016-payouts';
import * as m0017 from './0017-results-standings';
import * as m0018 from './0018-club-timezone';
import * as m0019 from './0019-member-sort-name';
import * as m0020 from './0020-onboarding';
import * as m0021 from './0021-billing';
import * as m0022 from './0022-member-counts';
import * as m0023 from './0023-club-roster-version';
import * as m0024 from './0024-kept-club-answers';

/**
 * Every migration, imported statically so the esbuild bundle carries them (a folder scan
 * would find nothing next to dist/server.mjs). Add new files here in order.
 */
export const migrations: Record<string, MigrationModule> = {
  '0001-platform': m0001,
  '0002-accounts': m0002,
  '0003-mail-outbox-retries': m0003,
  '0004-clubs-profile-events': m0004,
  '0005-blind-schedules': m0005,
  '0006-leagues-seasons': m0006,
  '0007-member-slugs-invites': m0007,
  '0008-scope-settings': m0008,
  '0009-hidden-season-with-club': m0009,
  '0010-scope-setting-keys': m0010,
  '0011-games': m0011,
  '0013-calendar-reminders-mail-preferences': m0013,
  '0014-game-settings-scope': m0014,
  '0015-game-commands': m0015,
  '0016-payouts': m0016,
  '0017-results-standings': m0017,
  '0018-club-timezone': m0018,
  '0019-member-sort-name': m0019,
  '0020-onboarding': m0020,
  '0021-billing': m0021,
  '0022-member-counts': m0022,
  '0023-club-roster-version': m0023,
  '0024-kept-club-answers': m0024,
};
