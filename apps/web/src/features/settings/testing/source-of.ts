import { screen } from '@testing-library/react';

/** Where a setting's value comes from, as its input is described to a screen reader. */
export function sourceOf(label: string): string {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const [sourceId = ''] = describedBy.split(' ');
  return document.getElementById(sourceId)?.textContent ?? '';
}
