import { expect, type Page } from '@playwright/test';

/** A toast the page showed, as it was when it appeared. */
export interface SeenToast {
  text: string;
  /** The toast's and its container's top and bottom edges, in CSS pixels from the top. */
  top: number;
  bottom: number;
  containerTop: number;
}

declare global {
  interface Window {
    __feltToasts?: (SeenToast & { checked?: boolean })[];
  }
}

/*
 * A toast closes by itself after 3 s (SPEC.md section 9). On a loaded machine one look at the
 * page from the test can take longer than that, so a wait for a toast's text could look just
 * before it appeared and next after it had gone: the CI runs that failed the profile,
 * onboarding and unsaved-changes journeys all failed waiting for a toast. The page itself
 * records every toast as it appears, and the test reads that record.
 */
function recordToasts() {
  if (window.__feltToasts) return;
  const seen: SeenToast[] = [];
  window.__feltToasts = seen;
  const recorded = new WeakSet<Element>();
  const record = () => {
    for (const toast of document.querySelectorAll('.Toastify__toast')) {
      if (recorded.has(toast)) continue;
      const text = toast.textContent?.trim() ?? '';
      if (!text) continue;
      recorded.add(toast);
      const box = toast.getBoundingClientRect();
      const container = toast.closest('.Toastify__toast-container')?.getBoundingClientRect();
      seen.push({
        text,
        top: box.top,
        bottom: box.bottom,
        containerTop: container?.top ?? box.top,
      });
    }
  };
  const observe = () =>
    new MutationObserver(record).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe, { once: true });
}

/** From now on, in this page and every page it loads, every toast is recorded as it appears. */
export async function watchToasts(page: Page): Promise<void> {
  await page.addInitScript(recordToasts);
  await page.evaluate(recordToasts);
}

/**
 * Waits until the page has shown a toast containing `text` that no earlier call has claimed,
 * and claims it: two saves in a row need two toasts. Needs `watchToasts` first.
 */
export async function expectToast(page: Page, text: string): Promise<SeenToast> {
  let found: SeenToast | null = null;
  await expect
    .poll(
      async () => {
        found = await page.evaluate((wanted) => {
          const seen = window.__feltToasts;
          if (!seen) throw new Error('watchToasts(page) was not called before the toast');
          const toast = seen.find((each) => !each.checked && each.text.includes(wanted));
          if (!toast) return null;
          toast.checked = true;
          return toast;
        }, text);
        return found !== null;
      },
      { message: `a toast saying "${text}"` },
    )
    .toBe(true);
  return found!;
}
