/*
 * The game night's fake server for other features' web tests (a page that follows the live
 * stream, such as the payouts page), where decision 0019 lets tests reach a feature's testing/.
 */
export {
  FakeEventSource,
  FakeGameNightServer,
  TEST_NAMES,
  TEST_SETTINGS,
  testSetup,
} from '../live/testing/fake-game-night';
