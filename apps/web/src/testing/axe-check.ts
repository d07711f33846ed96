import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe finds nothing in `container` (colour contrast aside: jsdom does not lay out or paint).
 * `skip` names more rules to leave out where the test renders less than the page (`region` for
 * a card whose landmark is not rendered).
 */
export async function expectNoAxeViolations(
  container: HTMLElement,
  { skip = [] }: { skip?: readonly string[] } = {},
): Promise<void> {
  const rules = Object.fromEntries(
    ['color-contrast', ...skip].map((rule) => [rule, { enabled: false }]),
  );
  const results = await axe.run(container, { rules });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
