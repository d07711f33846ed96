/**
 * Property tests run thousands of cases; on a loaded machine that can pass the default 5 s, which
 * would fail a correct rule. A minute is still short enough to catch a hang.
 */
export const PROPERTY_TIMEOUT = { timeout: 60_000 } as const;
