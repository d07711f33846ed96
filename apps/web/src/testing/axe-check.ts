import axe from 'axe-core';
import { expect } from 'vitest';

/** axe finds nothing in `container` (colour contrast aside: jsdom does not lay out or paint). */
export async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
