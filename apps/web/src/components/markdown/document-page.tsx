import { useMemo, type ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { MarkdownArticle } from './markdown-article';
import { markdownOutline, splitTitle } from './render-markdown';

/**
 * A long-form page rendered from one of our markdown files: a header band with the title,
 * an "On this page" list on wide screens, and the document itself.
 */
export function DocumentPage({
  eyebrow,
  source,
  description,
  lead,
}: {
  eyebrow: string;
  source: string;
  description: string;
  lead?: ReactNode;
}) {
  const { title = eyebrow, body } = useMemo(() => splitTitle(source), [source]);
  const outline = useMemo(() => markdownOutline(body), [body]);
  usePageTitle(title, description);

  return (
    <div>
      <header className="relative isolate overflow-hidden border-b border-white/[0.06]">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_100%_at_20%_0%,var(--color-felt-900)_0%,transparent_70%)]"
        />
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-chalk sm:text-5xl">
            {title}
          </h1>
          {lead ? <div className="mt-4 max-w-2xl text-lg leading-8 text-mist">{lead}</div> : null}
        </div>
      </header>
      {outline.length > 2 ? (
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold tracking-[0.16em] text-fog uppercase">
                On this page
              </p>
              <ul className="mt-4 space-y-2.5 border-l border-white/[0.08] text-sm">
                {outline.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      className="-ml-px block border-l border-transparent pl-4 text-mist transition-colors hover:border-gold-400 hover:text-chalk"
                    >
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <MarkdownArticle source={body} className="max-w-3xl" />
        </div>
      ) : (
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <MarkdownArticle source={body} className="max-w-3xl" />
        </div>
      )}
    </div>
  );
}
