/*
 * Onboarding of a club owner (SPEC.md sections 2, 4 and 7; issue 15): the Getting Started
 * checklist (the dashboard shows it), the layer of modals and tours the app shell mounts, and
 * the login's hydration.
 */
export { GettingStartedChecklist } from './components/getting-started-checklist';
export { OnboardingLayer } from './components/onboarding-layer';
export { usePrefetchOnboarding } from './use-onboarding';
export { hydrateOnboarding, onboardingQueryOptions } from './api/onboarding';
