import { useEffect } from 'react';

export const SITE_NAME = 'Felt';

/** The document title for a page: "Contact Us · Felt". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Run your poker club like the GOAT`;
}

/** Sets the tab title (and optionally the meta description) while the page is shown. */
export function usePageTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
