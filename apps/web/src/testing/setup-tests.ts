import { configure } from '@testing-library/react';

/*
 * Pages load lazily (React.lazy), so a test's first findBy* waits for a dynamic import. On a
 * busy two-core CI machine running the whole suite in parallel that can take longer than
 * Testing Library's default of one second; a generous ceiling keeps those tests about
 * behaviour, not machine speed. Passing tests still finish as soon as the element appears.
 */
configure({ asyncUtilTimeout: 5_000 });

/*
 * What jsdom lacks and Headless UI's combobox calls whenever it closes (to notice its input
 * moving), in every test that renders one, with or without a harness.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
