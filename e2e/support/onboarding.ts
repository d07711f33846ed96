import type { Page } from '@playwright/test';

/**
 * A new owner is greeted, and congratulated on their first recorded game (SPEC.md section 2's
 * Welcome and Congratulations modals, issue 15), whenever the app finds out: a journey that is
 * not about onboarding answers them as an owner would, at any step.
 */
export async function answerOnboardingModals(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('heading', { name: 'Congratulations!' }), async () =>
    page.getByRole('button', { name: 'Stay here' }).click(),
  );
  await page.addLocatorHandler(page.getByRole('heading', { name: /^Welcome to Felt/ }), async () =>
    page.getByRole('button', { name: 'Skip for Now' }).click(),
  );
}
